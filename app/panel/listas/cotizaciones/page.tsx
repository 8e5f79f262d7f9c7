import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/cotizaciones');

export default function QuotesPage() {
  return <PanelPage path="/panel/listas/cotizaciones" />;
}
