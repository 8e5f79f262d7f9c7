import { OrdersScreen } from '@/components/panel/orders/orders-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/ordenes-admin');

export default function OrdersAdminPage() {
  return <OrdersScreen scope="served" />;
}
