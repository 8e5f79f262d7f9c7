import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { checkPassword } from '@/lib/server/use-cases/auth';

// POST /api/check-password — 200 when the password is the user's, 422 otherwise; signed in.
export const POST = handle(accountEndpoints.checkPassword, async ({ auth, body }) =>
  checkPassword(auth.user, await body()),
);
