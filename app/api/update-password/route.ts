import { route, readBody } from '@/lib/server/http/handler';
import { updatePasswordSchema } from '@/lib/contract/users';
import { changePassword } from '@/lib/server/use-cases/auth';

// PUT /api/update-password — changes the password (current one required); other sessions end; signed in.
export const PUT = route('account', async ({ req, auth }) =>
  changePassword(auth, await readBody(req, updatePasswordSchema)),
);
