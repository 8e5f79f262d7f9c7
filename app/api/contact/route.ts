import { handle, json } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { sendContactMessage } from '@/lib/server/use-cases/contact';

// POST /api/contact — a contact message: stored, mailed to the brand (and to the chosen
// dealer) with a confirmation to the sender; public, captcha-checked, limited per IP.
export const POST = handle(siteEndpoints.contact, async ({ ip, body }) => {
  const { reply, rateLimit } = await sendContactMessage(await body(), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
