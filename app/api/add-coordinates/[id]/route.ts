import { route, readBody, pathId } from '@/lib/server/http/handler';
import { coordinatesSchema } from '@/lib/contract/users';
import { setUserCoordinates } from '@/lib/server/use-cases/users';

// PUT /api/add-coordinates/{id} — {lat, lng} of a user (its place on the dealer map);
// returns the updated user; admin only.
export const PUT = route(['admin'], async ({ req, params }) =>
  setUserCoordinates(pathId(params.id), () => readBody(req, coordinatesSchema)),
);
