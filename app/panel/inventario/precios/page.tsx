import { PriceScreen } from '@/components/panel/inventory/price-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/precios');

export default function PricesStockPage() {
  return <PriceScreen />;
}
