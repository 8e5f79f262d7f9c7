import { handle, json } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { signIn } from '@/lib/server/use-cases/auth';

// POST /api/login — email and password → {token, user}; wrong credentials 401; public.
// Limited per email + IP (5 a minute) and per account (100 failures an hour): 429.
// The session records the client's IP and User-Agent (GET /api/sessions lists them).
export const POST = handle(sessionEndpoints.login, async ({ req, ip, body }) => {
  const { reply, rateLimit } = await signIn(await body(), ip, req.headers.get('user-agent'));
  return json(reply, { headers: rateLimitHeaders(rateLimit) });
});
