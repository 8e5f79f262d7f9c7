import 'server-only';
import type { QuoteConfig, QuotePrice } from '@/lib/contract/quote-config';
import type { QuoterOptions } from '@/lib/contract/quoter';
import { serializePricedQuote } from '@/lib/server/services/priced-rows';
import { loadCatalog } from '@/lib/server/services/public-data';
import * as quoter from '@/lib/server/services/quoter';
import type { UserRecord } from '@/lib/server/services/users';

// The quoter's public calls: anyone may use them; a signed-in distributor (or admin) gets its prices.

/** GET /api/quoter-options: what can be quoted, and the priced catalogue the browser quotes with. */
export async function quoterOptions(actor: UserRecord | null): Promise<QuoterOptions> {
  return quoter.quoterOptions(await loadCatalog(), quoter.priceListFor(actor));
}

/**
 * POST /api/quote-price: priced on the server (any price sent is ignored); an impossible size names
 * the allowed range.
 */
export async function priceConfiguration(actor: UserRecord | null, { items }: QuoteConfig): Promise<QuotePrice> {
  return serializePricedQuote(quoter.priceOrReject(await loadCatalog(), items, quoter.priceListFor(actor)));
}
