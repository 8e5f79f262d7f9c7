import { handle } from '@/lib/server/http/handler';
import { auditEndpoints } from '@/lib/contract/endpoints/audit';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportAuditTrail } from '@/lib/server/use-cases/audit';

// GET /api/exports/audit — every entry of the audit trail with the list's filters, streamed as CSV;
// administrators.
export const GET = handle(auditEndpoints.exportAuditTrail, async ({ auth, query }) =>
  streamedAttachment(await exportAuditTrail(auth.user, query())),
);
