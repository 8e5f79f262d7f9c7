import { route, readBody, json } from '@/lib/server/http/handler';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { registerSchema } from '@/lib/contract/auth';
import { registerCustomer } from '@/lib/server/use-cases/auth';

// POST /api/register — creates a customer account; public, captcha-checked when configured;
// limited per IP (counted once the body is valid, before the captcha and the e-mail check).
export const POST = route('public', async ({ req, ip }) => {
  const { reply, rateLimit } = await registerCustomer(await readBody(req, registerSchema), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
