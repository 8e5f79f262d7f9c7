import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { getVisibleOrder, serializeOrder } from '@/lib/server/services/orders';

// GET /api/orders/{id} — one order with items and status history; its owner, its distributor or an admin (else 404).
export const GET = route('user', async ({ params, auth }) => serializeOrder(await getVisibleOrder(await getDb(), auth.user, pathId(params.id))));
