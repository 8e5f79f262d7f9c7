import { handle } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { priceConfiguration } from '@/lib/server/use-cases/quoter';

// POST /api/quote-price — prices a configuration on the server (any price sent is ignored);
// an impossible size → 422 naming the allowed range; public (distributors get their prices).
export const POST = handle(quoterEndpoints.quotePrice, async ({ auth, body }) =>
  priceConfiguration(auth?.user ?? null, await body()),
);
