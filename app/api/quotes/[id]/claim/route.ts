import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { claimQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/claim — {token}: a request made without an account becomes the signed-in
// customer's, with the key of the mail it was sent (a wrong key: 404).
export const POST = handle(salesEndpoints.claimQuote, async ({ params, auth, body }) =>
  claimQuote(auth.user, params.id, (await body()).token),
);
