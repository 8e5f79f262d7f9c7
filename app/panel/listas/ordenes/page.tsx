import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/ordenes');

export default function OrdersPage() {
  return <PanelPage path="/panel/listas/ordenes" />;
}
