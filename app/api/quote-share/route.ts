import { handle, json } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { shareQuote } from '@/lib/server/use-cases/quote-share';

// POST /api/quote-share — a signed link (as long as a quote holds) that reopens the configuration in the quoter;
// nothing is stored. Public, limited per IP.
export const POST = handle(quoterEndpoints.shareQuote, async ({ auth, ip, body }) => {
  const { reply, rateLimit } = await shareQuote(auth?.user ?? null, await body(), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
