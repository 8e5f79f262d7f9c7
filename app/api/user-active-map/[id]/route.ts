import { route, pathId } from '@/lib/server/http/handler';
import { toggleUserOnMap } from '@/lib/server/use-cases/users';

// GET /api/user-active-map/{id} — shows or hides the user on the dealer map; returns the
// updated user; admin only.
export const GET = route(['admin'], async ({ params }) => toggleUserOnMap(pathId(params.id)));
