import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { listServedQuotes } from '@/lib/server/use-cases/quotes';

// GET /api/quotes-admin — quotes of the customers a distributor serves (and requests routed to
// it); an admin sees all. Laravel paginator; distributor or admin.
export const GET = handle(salesEndpoints.servedQuotes, async ({ auth, query }) => listServedQuotes(auth.user, query()));
