import { route, readBody, json } from '@/lib/server/http/handler';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { quoteRequestSchema } from '@/lib/contract/quote-requests';
import { requestQuote } from '@/lib/server/use-cases/quote-requests';

// POST /api/quote-requests — an anonymous visitor sends its quote (public prices, recomputed):
// stored, mailed, routed to the chosen dealer or one in its state; public, captcha, limited per IP.
export const POST = route('public', async ({ req, ip }) => {
  const { reply, rateLimit } = await requestQuote(await readBody(req, quoteRequestSchema), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
