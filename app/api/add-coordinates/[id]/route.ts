import { route, readBody, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { dealersChanged } from '@/lib/server/services/public-data';
import { coordinatesSchema } from '@/lib/contract/users';
import { getUserOr404, serializeUser, setCoordinates } from '@/lib/server/services/users';

// PUT /api/add-coordinates/{id} — {lat, lng} of a user (its place on the dealer map);
// returns the updated user; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const db = await getDb();
  const user = await getUserOr404(db, pathId(params.id));
  const coords = await readBody(req, coordinatesSchema);
  const updated = await setCoordinates(db, user, coords);
  dealersChanged(); // the dealer locator and its counts show users
  return serializeUser(updated);
});
