import { CartScreen } from '@/components/panel/cart/cart-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/mi-carrito');

export default function CartPage() {
  return <CartScreen path="/panel/listas/mi-carrito" />;
}
