import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { updateUser } from '@/lib/server/use-cases/users';

// PUT /api/user-update/{id} — changes any of a user's fields (all optional); returns the
// updated user; admin only.
export const PUT = handle(usersEndpoints.updateUser, async ({ params, auth, body }) =>
  updateUser(auth, params.id, () => body()),
);
