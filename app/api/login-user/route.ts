import { route, readBody } from '@/lib/server/http/handler';
import { profileSchema } from '@/lib/contract/users';
import { currentUser, updateProfile } from '@/lib/server/use-cases/account';

// GET /api/login-user — the signed-in user; any signed-in user.
export const GET = route('account', async ({ auth }) => currentUser(auth.user));

// PUT /api/login-user — updates the signed-in user's own profile; any signed-in user.
export const PUT = route('account', async ({ req, auth }) =>
  updateProfile(auth.user, await readBody(req, profileSchema)),
);
