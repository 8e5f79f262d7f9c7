import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { answerQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/request — {reason?}: the customer asks its distributor for a formal quote of its draft.
export const POST = handle(salesEndpoints.requestFormalQuote, async ({ params, auth, body }) =>
  answerQuote(auth.user, params.id, 'request', (await body()).reason),
);
