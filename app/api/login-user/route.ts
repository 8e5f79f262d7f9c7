import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { currentUser, updateProfile } from '@/lib/server/use-cases/account';

// GET /api/login-user — the signed-in user; any signed-in user.
export const GET = handle(accountEndpoints.currentUser, async ({ auth }) => currentUser(auth.user));

// PUT /api/login-user — updates the signed-in user's own profile; any signed-in user.
export const PUT = handle(accountEndpoints.updateProfile, async ({ auth, body }) =>
  updateProfile(auth.user, await body()),
);
