import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { listOwnOrders } from '@/lib/server/use-cases/orders';

// GET /api/orders — the user's own orders (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = handle(salesEndpoints.ownOrders, async ({ auth, query }) => listOwnOrders(auth.user, query()));
