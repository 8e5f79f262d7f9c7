import { route, readBody } from '@/lib/server/http/handler';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import { serializePricedQuote } from '@/lib/server/services/priced-rows';

// POST /api/quote-price — prices a configuration on the server (any price sent is ignored);
// an impossible size → 422 naming the allowed range; public (distributors get their prices).
export const POST = route('optional', async ({ req, auth }) => {
  const { items } = await readBody(req, quoteConfigSchema);
  return serializePricedQuote(priceOrReject(await getCatalog(), items, priceListFor(auth?.user)));
});
