import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/mi-carrito');

export default function CartPage() {
  return <PanelPage path="/panel/listas/mi-carrito" />;
}
