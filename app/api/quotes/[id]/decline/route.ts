import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { answerQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/decline — {reason?}: the customer declines the quote; its distributor is told.
export const POST = handle(salesEndpoints.declineQuote, async ({ params, auth, body }) =>
  answerQuote(auth.user, params.id, 'decline', (await body()).reason),
);
