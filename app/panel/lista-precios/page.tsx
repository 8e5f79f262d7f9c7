import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/lista-precios');

export default function PriceListPage() {
  return <PanelPage path="/panel/lista-precios" />;
}
