import { handle } from '@/lib/server/http/handler';
import { visitsEndpoints } from '@/lib/contract/endpoints/visits';
import { cancelVisit } from '@/lib/server/use-cases/visits';

// POST /api/visits/{id}/cancel — {reason?}: the visit cancelled; its distributor or an admin.
export const POST = handle(visitsEndpoints.cancelVisit, async ({ params, auth, body }) =>
  cancelVisit(auth.user, params.id, (await body()).reason),
);
