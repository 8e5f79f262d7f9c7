import { AuditScreen } from '@/components/panel/audit/audit-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/auditoria');

export default function AuditPage() {
  return <AuditScreen />;
}
