import { route, readBody, pathId } from '@/lib/server/http/handler';
import { updateUserSchema } from '@/lib/contract/users';
import { updateUser } from '@/lib/server/use-cases/users';

// PUT /api/user-update/{id} — changes any of a user's fields (all optional); returns the
// updated user; admin only.
export const PUT = route(['admin'], async ({ req, params, auth }) =>
  updateUser(auth, pathId(params.id), () => readBody(req, updateUserSchema)),
);
