import { route, readBody } from '@/lib/server/http/handler';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { priceConfiguration } from '@/lib/server/use-cases/quoter';

// POST /api/quote-price — prices a configuration on the server (any price sent is ignored);
// an impossible size → 422 naming the allowed range; public (distributors get their prices).
export const POST = route('optional', async ({ req, auth }) =>
  priceConfiguration(auth?.user ?? null, await readBody(req, quoteConfigSchema)),
);
