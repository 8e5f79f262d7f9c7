import { route, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { loginSchema } from '@/lib/validation/auth';
import { login } from '@/lib/server/services/auth';
import { serializeUser } from '@/lib/server/services/users';

// POST /api/login — email and password → {token, user}; wrong credentials 401; public.
export const POST = route('public', async ({ req }) => {
  const { email, password } = await readBody(req, loginSchema);
  const { token, user } = await login(await getDb(), email, password);
  return { token, user: serializeUser(user) };
});
