import { handle, json } from '@/lib/server/http/handler';
import { visitsEndpoints } from '@/lib/contract/endpoints/visits';
import { bookVisit, listVisits } from '@/lib/server/use-cases/visits';

// GET /api/visits — ?desde=&hasta= (a week by default), or ?cotizacion= / ?pedido=: a distributor's
// agenda, an admin's all, a customer's own; signed in.
export const GET = handle(visitsEndpoints.visits, async ({ auth, query }) => listVisits(auth.user, query()));

// POST /api/visits — a measuring visit for a quote or an installation for an order; the distributor
// serving it or an admin. The customer is mailed the calendar invitation.
export const POST = handle(visitsEndpoints.bookVisit, async ({ auth, body }) =>
  json(await bookVisit(auth.user, await body()), { status: 201 }),
);
