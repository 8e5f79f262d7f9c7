import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { toggleUserOnMap } from '@/lib/server/use-cases/users';

// GET /api/user-active-map/{id} — shows or hides the user on the dealer map; returns the
// updated user; admin only.
export const GET = handle(usersEndpoints.toggleUserOnMap, async ({ params }) => toggleUserOnMap(params.id));
