import { route, readBody, parseWith, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { checkoutSchema, idempotencyKeySchema } from '@/lib/contract/cart';
import { getCatalog } from '@/lib/server/services/public-data';
import { checkout, getOrderById, serializeOrder } from '@/lib/server/services/orders';

// POST /api/cart/checkout — the cart becomes an order (prices recomputed, stock checked, one
// transaction). With an Idempotency-Key header a retry returns the first order (200) instead of a
// second one; the same key with another payload → 422; signed in.
export const POST = route('user', async ({ req, auth }) => {
  const header = req.headers.get('idempotency-key');
  const key = header === null ? null : parseWith(idempotencyKeySchema, header);
  const input = await readBody(req, checkoutSchema);
  const db = await getDb();
  const { orderId, replayed } = await checkout(db, auth.user, await getCatalog(), input, key);
  return json(serializeOrder(await getOrderById(db, orderId)), { status: replayed ? 200 : 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
});
