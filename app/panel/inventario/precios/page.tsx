import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/precios');

export default function PricesStockPage() {
  return <PanelPage path="/panel/inventario/precios" />;
}
