import { handle } from '@/lib/server/http/handler';
import { visitsEndpoints } from '@/lib/contract/endpoints/visits';
import { completeVisit } from '@/lib/server/use-cases/visits';

// POST /api/visits/{id}/done — the visit marked done; its distributor or an admin.
export const POST = handle(visitsEndpoints.completeVisit, async ({ params, auth }) =>
  completeVisit(auth.user, params.id),
);
