import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { acceptQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/accept — the customer accepts the version it was sent, while valid: 201 with
// the order made from it at its prices.
export const POST = handle(salesEndpoints.acceptQuote, async ({ params, auth }) =>
  json(await acceptQuote(auth.user, params.id), { status: 201 }),
);
