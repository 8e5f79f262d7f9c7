import { route, pathId, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { orderStatusSchema } from '@/lib/contract/orders';
import { changeOrderStatus } from '@/lib/server/services/orders';

// PUT /api/orders/{id}/status — {status, note?}: pendiente → confirmado → en_produccion → enviado →
// entregado, or cancelado; distributors (their customers' orders) and admins; a customer may
// only cancel its own pending order.
export const PUT = route('user', async ({ req, params, auth }) => {
  const id = pathId(params.id);
  const { status, note } = await readBody(req, orderStatusSchema);
  return changeOrderStatus(await getDb(), auth.user, id, status, note);
});
