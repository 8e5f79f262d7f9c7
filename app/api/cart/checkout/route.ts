import { handle, readHeader, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { idempotencyKeySchema } from '@/lib/contract/cart';
import { checkout } from '@/lib/server/use-cases/cart';

// POST /api/cart/checkout — the cart becomes an order (prices recomputed, stock checked, one
// transaction). With an Idempotency-Key header a retry returns the first order (200) instead of a
// second one; the same key with another payload → 422; signed in.
export const POST = handle(salesEndpoints.checkout, async ({ req, auth, body }) => {
  const key = readHeader(req, 'idempotency-key', 'idempotency_key', idempotencyKeySchema);
  const input = await body();
  const { order, replayed } = await checkout(auth.user, input, key);
  return json(order, { status: replayed ? 200 : 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
});
