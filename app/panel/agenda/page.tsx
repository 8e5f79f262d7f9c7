import { AgendaScreen } from '@/components/panel/agenda/agenda-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/agenda');

export default function AgendaPage() {
  return <AgendaScreen />;
}
