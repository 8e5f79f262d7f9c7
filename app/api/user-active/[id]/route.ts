import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { toggleUserActive } from '@/lib/server/use-cases/users';

// GET /api/user-active/{id} — activates or deactivates a user (deactivating signs it out
// everywhere); returns the updated user; admin only.
export const GET = handle(usersEndpoints.toggleUserActive, async ({ params, auth }) =>
  toggleUserActive(auth.user, params.id),
);
