import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/mi-carrito-admin');

export default function CartAdminPage() {
  return <PanelPage path="/panel/listas/mi-carrito-admin" />;
}
