import { handle } from '@/lib/server/http/handler';
import { auditEndpoints } from '@/lib/contract/endpoints/audit';
import { auditTrail } from '@/lib/server/use-cases/audit';

// GET /api/audit — the audit trail (price, discount-limit, payment and order-status changes),
// newest first, filtered, Laravel paginator; administrators.
export const GET = handle(auditEndpoints.auditTrail, async ({ auth, query }) => auditTrail(auth.user, query()));
