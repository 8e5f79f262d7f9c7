import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { listOwnQuotes, saveQuote } from '@/lib/server/use-cases/quotes';

// GET /api/quotes — the user's own quotes (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = handle(salesEndpoints.ownQuotes, async ({ auth, query }) => listOwnQuotes(auth.user, query()));

// POST /api/quotes — saves a quote, priced again on the server (prices sent are ignored),
// with a folio and 15 days' validity; signed in.
export const POST = handle(salesEndpoints.saveQuote, async ({ auth, body }) =>
  json(await saveQuote(auth.user, await body()), { status: 201 }),
);
