import { route, pathId } from '@/lib/server/http/handler';
import { toggleUserActive } from '@/lib/server/use-cases/users';

// GET /api/user-active/{id} — activates or deactivates a user (deactivating signs it out
// everywhere); returns the updated user; admin only.
export const GET = route(['admin'], async ({ params, auth }) => toggleUserActive(auth.user, pathId(params.id)));
