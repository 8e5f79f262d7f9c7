import { route, readBody, json } from '@/lib/server/http/handler';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { contactSchema } from '@/lib/contract/contact';
import { sendContactMessage } from '@/lib/server/use-cases/contact';

// POST /api/contact — a contact message: stored, mailed to the brand (and to the chosen
// dealer) with a confirmation to the sender; public, captcha-checked, limited per IP.
export const POST = route('public', async ({ req, ip }) => {
  const { reply, rateLimit } = await sendContactMessage(await readBody(req, contactSchema), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
