import { handle, json } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { requestQuote } from '@/lib/server/use-cases/quote-requests';

// POST /api/quote-requests — an anonymous visitor sends its quote (public prices, recomputed):
// stored, mailed, routed to the chosen dealer or one in its state; public, captcha, limited per IP.
export const POST = handle(quoterEndpoints.requestQuote, async ({ ip, body }) => {
  const { reply, rateLimit } = await requestQuote(await body(), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
