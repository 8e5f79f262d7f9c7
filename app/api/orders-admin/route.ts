import { route, readQuery } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { orderListQuerySchema } from '@/lib/contract/orders';
import { listOrders } from '@/lib/server/services/orders';

// GET /api/orders-admin — orders of the customers a distributor serves; an admin sees all.
// Laravel paginator; distributor or admin.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) => {
  const q = readQuery(req, orderListQuerySchema);
  return listOrders(await getDb(), auth.user, { scope: 'served', page: q.page, perPage: q.per_page, status: q.status, search: q.search || undefined });
});
