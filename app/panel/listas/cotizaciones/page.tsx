import { QuotesScreen } from '@/components/panel/quotes/quotes-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/listas/cotizaciones');

export default function QuotesPage() {
  return <QuotesScreen scope="own" />;
}
