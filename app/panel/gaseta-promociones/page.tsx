import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/gaseta-promociones');

export default function PromotionsGazettePage() {
  return <PanelPage path="/panel/gaseta-promociones" />;
}
