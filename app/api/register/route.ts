import { handle, json } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { registerCustomer } from '@/lib/server/use-cases/auth';

// POST /api/register — creates a customer account; public, captcha-checked when configured;
// limited per IP (counted once the body is valid, before the captcha and the e-mail check).
export const POST = handle(sessionEndpoints.register, async ({ ip, body }) => {
  const { reply, rateLimit } = await registerCustomer(await body(), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
