import { StockScreen } from '@/components/panel/inventory/stock-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/galerias');

export default function GalleriesStockPage() {
  return <StockScreen view="galerias" />;
}
