import { StockScreen } from '@/components/panel/inventory/stock-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/persianas');

export default function BlindsStockPage() {
  return <StockScreen view="persianas" />;
}
