import { CartScreen } from '@/components/panel/cart/cart-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/mi-carrito-admin');

export default function CartAdminPage() {
  return <CartScreen path="/panel/listas/mi-carrito-admin" />;
}
