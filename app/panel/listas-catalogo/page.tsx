import { FilesScreen } from '@/components/panel/files/files-screen';
import { DIGITAL_CATALOGS } from '@/components/panel/files/sections';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas-catalogo');

export default function CatalogListsPage() {
  return <FilesScreen section={DIGITAL_CATALOGS} />;
}
