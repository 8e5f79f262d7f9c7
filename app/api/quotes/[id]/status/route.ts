import { route, pathId, readBody } from '@/lib/server/http/handler';
import { quoteStatusSchema } from '@/lib/contract/quotes';
import { changeQuoteStatus } from '@/lib/server/use-cases/quotes';

// PUT /api/quotes/{id}/status — {status}: enviada, aceptada, rechazada or vencida; the distributor
// serving the quote or an admin.
export const PUT = route(['distributor', 'admin'], async ({ req, params, auth }) => {
  const id = pathId(params.id);
  const { status } = await readBody(req, quoteStatusSchema);
  return changeQuoteStatus(auth.user, id, status);
});
