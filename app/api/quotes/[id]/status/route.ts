import { route, pathId, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { quoteStatusSchema } from '@/lib/contract/quotes';
import { changeQuoteStatus, serializeQuote } from '@/lib/server/services/quotes';

// PUT /api/quotes/{id}/status — {status}: enviada, aceptada, rechazada or vencida; the distributor
// serving the quote or an admin.
export const PUT = route(['distributor', 'admin'], async ({ req, params, auth }) => {
  const id = pathId(params.id);
  const { status } = await readBody(req, quoteStatusSchema);
  return serializeQuote(await changeQuoteStatus(await getDb(), auth.user, id, status));
});
