import { route, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { checkPassword } from '@/lib/server/use-cases/auth';

// POST /api/check-password — 200 when the password is the user's, 422 otherwise; signed in.
export const POST = route('account', async ({ req, auth }) =>
  checkPassword(auth.user, await readBody(req, checkPasswordSchema)),
);
