import { route, readQuery } from '@/lib/server/http/handler';
import { quoteListQuerySchema } from '@/lib/contract/quotes';
import { listServedQuotes } from '@/lib/server/use-cases/quotes';

// GET /api/quotes-admin — quotes of the customers a distributor serves (and requests routed to
// it); an admin sees all. Laravel paginator; distributor or admin.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) =>
  listServedQuotes(auth.user, readQuery(req, quoteListQuerySchema)),
);
