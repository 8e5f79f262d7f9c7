import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { getOrder } from '@/lib/server/use-cases/orders';

// GET /api/orders/{id} — one order with items and status history; its owner, its distributor or an admin (else 404).
export const GET = handle(salesEndpoints.order, async ({ params, auth }) => getOrder(auth.user, params.id));
