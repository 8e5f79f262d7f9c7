import { route, pathId, readBody } from '@/lib/server/http/handler';
import { orderStatusSchema } from '@/lib/contract/orders';
import { changeOrderStatus } from '@/lib/server/use-cases/orders';

// PUT /api/orders/{id}/status — {status, note?}: pendiente → confirmado → en_produccion → enviado →
// entregado, or cancelado; distributors (their customers' orders) and admins; a customer may
// only cancel its own pending order.
export const PUT = route('user', async ({ req, params, auth }) => {
  const id = pathId(params.id);
  return changeOrderStatus(auth.user, id, await readBody(req, orderStatusSchema));
});
