import { handle, json } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { appUrl } from '@/lib/server/http/app-url';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { sendRecoveryEmail } from '@/lib/server/use-cases/auth';

// POST /api/send-recover-email — {account: {email}} as the spec's front end sends it (or {email}):
// mails a reset link when the account exists; the same reply either way; public, captcha-checked
// when configured; limited per IP.
export const POST = handle(sessionEndpoints.sendRecoverEmail, async ({ req, ip, body }) => {
  const { reply, rateLimit } = await sendRecoveryEmail(await body(), ip, appUrl(req));
  return json(reply, { headers: rateLimitHeaders(rateLimit) });
});
