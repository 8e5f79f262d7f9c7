import { route, readQuery } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { quoteListQuerySchema } from '@/lib/contract/quotes';
import { listQuotes } from '@/lib/server/services/quotes';

// GET /api/quotes-admin — quotes of the customers a distributor serves (and requests routed to
// it); an admin sees all. Laravel paginator; distributor or admin.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) => {
  const q = readQuery(req, quoteListQuerySchema);
  return listQuotes(await getDb(), auth.user, { scope: 'served', page: q.page, perPage: q.per_page, status: q.status, search: q.search || undefined });
});
