import { InboxScreen } from '@/components/panel/inbox/inbox-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/solicitudes');

export default function InboxPage() {
  return <InboxScreen />;
}
