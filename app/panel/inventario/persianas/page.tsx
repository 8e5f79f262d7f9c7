import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/persianas');

export default function BlindsStockPage() {
  return <PanelPage path="/panel/inventario/persianas" />;
}
