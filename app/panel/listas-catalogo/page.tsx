import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas-catalogo');

export default function CatalogListsPage() {
  return <PanelPage path="/panel/listas-catalogo" />;
}
