import { route, readBody, json } from '@/lib/server/http/handler';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { shareQuoteSchema } from '@/lib/contract/quote-share';
import { shareQuote } from '@/lib/server/use-cases/quote-share';

// POST /api/quote-share — a signed link (as long as a quote holds) that reopens the configuration in the quoter;
// nothing is stored. Public, limited per IP.
export const POST = route('optional', async ({ req, auth, ip }) => {
  const { reply, rateLimit } = await shareQuote(auth?.user ?? null, await readBody(req, shareQuoteSchema), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
