import { route, readQuery } from '@/lib/server/http/handler';
import { orderListQuerySchema } from '@/lib/contract/orders';
import { listServedOrders } from '@/lib/server/use-cases/orders';

// GET /api/orders-admin — orders of the customers a distributor serves; an admin sees all.
// Laravel paginator; distributor or admin.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) =>
  listServedOrders(auth.user, readQuery(req, orderListQuerySchema)),
);
