import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/ordenes-admin');

export default function OrdersAdminPage() {
  return <PanelPage path="/panel/listas/ordenes-admin" />;
}
