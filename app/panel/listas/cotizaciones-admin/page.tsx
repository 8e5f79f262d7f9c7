import { QuotesScreen } from '@/components/panel/quotes/quotes-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/cotizaciones-admin');

export default function QuotesAdminPage() {
  return <QuotesScreen scope="served" />;
}
