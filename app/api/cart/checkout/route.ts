import { route, readBody, readHeader, json } from '@/lib/server/http/handler';
import { checkoutSchema, idempotencyKeySchema } from '@/lib/contract/cart';
import { checkout } from '@/lib/server/use-cases/cart';

// POST /api/cart/checkout — the cart becomes an order (prices recomputed, stock checked, one
// transaction). With an Idempotency-Key header a retry returns the first order (200) instead of a
// second one; the same key with another payload → 422; signed in.
export const POST = route('user', async ({ req, auth }) => {
  const key = readHeader(req, 'idempotency-key', 'idempotency_key', idempotencyKeySchema);
  const input = await readBody(req, checkoutSchema);
  const { order, replayed } = await checkout(auth.user, input, key);
  return json(order, { status: replayed ? 200 : 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
});
