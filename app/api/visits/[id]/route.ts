import { handle } from '@/lib/server/http/handler';
import { visitsEndpoints } from '@/lib/contract/endpoints/visits';
import { moveVisit } from '@/lib/server/use-cases/visits';

// PUT /api/visits/{id} — {date, start, duration_min?}: the visit moved; its distributor or an admin.
export const PUT = handle(visitsEndpoints.moveVisit, async ({ params, auth, body }) =>
  moveVisit(auth.user, params.id, await body()),
);
