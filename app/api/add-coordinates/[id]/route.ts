import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { setUserCoordinates } from '@/lib/server/use-cases/users';

// PUT /api/add-coordinates/{id} — {lat, lng} of a user (its place on the dealer map);
// returns the updated user; admin only.
export const PUT = handle(usersEndpoints.setUserCoordinates, async ({ params, body }) =>
  setUserCoordinates(params.id, () => body()),
);
