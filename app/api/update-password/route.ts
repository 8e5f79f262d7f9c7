import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { changePassword } from '@/lib/server/use-cases/auth';

// PUT /api/update-password — changes the password (current one required); other sessions end; signed in.
export const PUT = handle(accountEndpoints.updatePassword, async ({ auth, body }) =>
  changePassword(auth, await body()),
);
