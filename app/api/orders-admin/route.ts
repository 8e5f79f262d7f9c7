import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { listServedOrders } from '@/lib/server/use-cases/orders';

// GET /api/orders-admin — orders of the customers a distributor serves; an admin sees all.
// Laravel paginator; distributor or admin.
export const GET = handle(salesEndpoints.servedOrders, async ({ auth, query }) => listServedOrders(auth.user, query()));
