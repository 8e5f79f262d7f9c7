import { route, readBody, readQuery, json } from '@/lib/server/http/handler';
import { quoteListQuerySchema, saveQuoteSchema } from '@/lib/contract/quotes';
import { listOwnQuotes, saveQuote } from '@/lib/server/use-cases/quotes';

// GET /api/quotes — the user's own quotes (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = route('user', async ({ req, auth }) =>
  listOwnQuotes(auth.user, readQuery(req, quoteListQuerySchema)),
);

// POST /api/quotes — saves a quote, priced again on the server (prices sent are ignored),
// with a folio and 15 days' validity; signed in.
export const POST = route('user', async ({ req, auth }) =>
  json(await saveQuote(auth.user, await readBody(req, saveQuoteSchema)), { status: 201 }),
);
