import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { deleteQuote, getQuote } from '@/lib/server/use-cases/quotes';
import { editQuote } from '@/lib/server/use-cases/quote-flow';

// GET /api/quotes/{id} — one quote; its owner, the distributor serving it, or an admin (else 404).
export const GET = handle(salesEndpoints.quote, async ({ params, auth }) => getQuote(auth.user, params.id));

// DELETE /api/quotes/{id} — deletes a draft; its owner only.
export const DELETE = handle(salesEndpoints.deleteQuote, async ({ params, auth }) => deleteQuote(auth.user, params.id));

// PUT /api/quotes/{id} — {items, discount_pct?, customer_note?}: the distributor serving the quote, or
// an admin, changes it after measuring; priced again, the discount within its limit.
export const PUT = handle(salesEndpoints.editQuote, async ({ params, auth, body }) =>
  editQuote(auth.user, params.id, await body()),
);
