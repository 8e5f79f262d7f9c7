import { route, readQuery } from '@/lib/server/http/handler';
import { orderListQuerySchema } from '@/lib/contract/orders';
import { listOwnOrders } from '@/lib/server/use-cases/orders';

// GET /api/orders — the user's own orders (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = route('user', async ({ req, auth }) =>
  listOwnOrders(auth.user, readQuery(req, orderListQuerySchema)),
);
