import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { answerQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/request-changes — {message}: the customer asks for changes; its distributor is told.
export const POST = handle(salesEndpoints.requestQuoteChanges, async ({ params, auth, body }) =>
  answerQuote(auth.user, params.id, 'request_changes', (await body()).message),
);
