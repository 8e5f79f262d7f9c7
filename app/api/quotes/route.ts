import { route, readBody, readQuery, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { saveQuoteSchema } from '@/lib/contract/quotes';
import { quoteListQuerySchema } from '@/lib/contract/quotes';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import { getQuoteById, listQuotes, serializeQuote, servingDistributor, storeQuote } from '@/lib/server/services/quotes';

// GET /api/quotes — the user's own quotes (Laravel paginator; ?status=&search=&page=&per_page=); signed in.
export const GET = route('user', async ({ req, auth }) => {
  const q = readQuery(req, quoteListQuerySchema);
  return listQuotes(await getDb(), auth.user, { scope: 'own', page: q.page, perPage: q.per_page, status: q.status, search: q.search || undefined });
});

// POST /api/quotes — saves a quote, priced again on the server (prices sent are ignored),
// with a folio and 15 days' validity; signed in.
export const POST = route('user', async ({ req, auth }) => {
  const { items, notes } = await readBody(req, saveQuoteSchema);
  const priced = priceOrReject(await getCatalog(), items, priceListFor(auth.user));
  const db = await getDb();
  const id = await storeQuote(db, priced, { userId: auth.user.id, distributorId: servingDistributor(auth.user), status: 'borrador', notes });
  return json(serializeQuote(await getQuoteById(db, id)), { status: 201 });
});
