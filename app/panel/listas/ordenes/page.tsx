import { OrdersScreen } from '@/components/panel/orders/orders-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/ordenes');

export default function OrdersPage() {
  return <OrdersScreen scope="own" />;
}
