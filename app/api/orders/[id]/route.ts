import { route, pathId } from '@/lib/server/http/handler';
import { getOrder } from '@/lib/server/use-cases/orders';

// GET /api/orders/{id} — one order with items and status history; its owner, its distributor or an admin (else 404).
export const GET = route('user', async ({ params, auth }) => getOrder(auth.user, pathId(params.id)));
