import { route, readBody, json } from '@/lib/server/http/handler';
import { InvalidCredentialsError } from '@/lib/server/errors';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { getDb } from '@/lib/server/db/client';
import { loginSchema } from '@/lib/contract/auth';
import { login } from '@/lib/server/services/auth';
import { serializeUser } from '@/lib/server/services/users';
import { guardLogin } from '@/lib/server/rate-limit/login';

// POST /api/login — email and password → {token, user}; wrong credentials 401; public.
// Limited per email + IP (5 a minute) and per account (100 failures an hour): 429.
export const POST = route('public', async ({ req, ip }) => {
  const { email, password } = await readBody(req, loginSchema);
  const guard = await guardLogin(email, ip);
  let signedIn;
  try {
    signedIn = await login(await getDb(), email, password);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) throw new InvalidCredentialsError(await guard.failed());
    throw error;
  }
  return json({ token: signedIn.token, user: serializeUser(signedIn.user) }, { headers: rateLimitHeaders(await guard.succeeded()) });
});
