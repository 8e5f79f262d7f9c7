import { handle } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { signInWithSecondFactor } from '@/lib/server/use-cases/auth';

// POST /api/login/two-factor — {challenge, code} or {challenge, recovery_code} → {token, user}, as
// POST /api/login answers without the second factor. A wrong code is a 422 on its field; the
// challenge lasts 5 minutes and 5 wrong codes (then 422 on `challenge`: sign in again); public.
export const POST = handle(sessionEndpoints.loginTwoFactor, async ({ req, ip, body }) =>
  signInWithSecondFactor(await body(), ip, req.headers.get('user-agent')),
);
