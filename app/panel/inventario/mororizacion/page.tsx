import { StockScreen } from '@/components/panel/inventory/stock-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/mororizacion');

export default function MotorsStockPage() {
  return <StockScreen view="motorizacion" />;
}
