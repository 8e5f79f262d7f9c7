import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { changeOrderStatus } from '@/lib/server/use-cases/orders';

// PUT /api/orders/{id}/status — {status, note?}: pendiente → confirmado → en_produccion → enviado →
// entregado, or cancelado; distributors (their customers' orders) and admins; a customer may
// only cancel its own pending order.
export const PUT = handle(salesEndpoints.changeOrderStatus, async ({ params, auth, body }) => {
  const id = params.id;
  return changeOrderStatus(auth.user, id, await body());
});
