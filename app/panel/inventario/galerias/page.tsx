import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/galerias');

export default function GalleriesStockPage() {
  return <PanelPage path="/panel/inventario/galerias" />;
}
