import { route, readQuery } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { orderListQuerySchema } from '@/lib/contract/orders';
import { listOrders } from '@/lib/server/services/orders';

// GET /api/orders — the user's own orders (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = route('user', async ({ req, auth }) => {
  const q = readQuery(req, orderListQuerySchema);
  return listOrders(await getDb(), auth.user, { scope: 'own', page: q.page, perPage: q.per_page, status: q.status, search: q.search || undefined });
});
