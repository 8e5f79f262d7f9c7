import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/cotizaciones-admin');

export default function QuotesAdminPage() {
  return <PanelPage path="/panel/listas/cotizaciones-admin" />;
}
