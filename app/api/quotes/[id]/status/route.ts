import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { changeQuoteStatus } from '@/lib/server/use-cases/quotes';

// PUT /api/quotes/{id}/status — {status}: enviada, aceptada, rechazada or vencida; the distributor
// serving the quote or an admin.
export const PUT = handle(salesEndpoints.changeQuoteStatus, async ({ params, auth, body }) => {
  const id = params.id;
  const { status } = await body();
  return changeQuoteStatus(auth.user, id, status);
});
