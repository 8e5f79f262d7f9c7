import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { dealersChanged } from '@/lib/server/services/public-data';
import { getUserOr404, serializeUser, toggleShowOnMap } from '@/lib/server/services/users';

// GET /api/user-active-map/{id} — shows or hides the user on the dealer map; returns the
// updated user; admin only.
export const GET = route(['admin'], async ({ params }) => {
  const db = await getDb();
  const user = await toggleShowOnMap(db, await getUserOr404(db, pathId(params.id)));
  dealersChanged(); // the dealer locator and its counts show users
  return serializeUser(user);
});
