import { CatalogScreen } from '@/components/panel/catalog/catalog-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/catalogo');

export default function CatalogAdminPage() {
  return <CatalogScreen />;
}
