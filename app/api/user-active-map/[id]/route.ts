import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { getUserOr404, serializeUser, toggleShowOnMap } from '@/lib/server/services/users';

// GET /api/user-active-map/{id} — shows or hides the user on the dealer map; returns the
// updated user; admin only.
export const GET = route(['admin'], async ({ params }) => {
  const db = await getDb();
  return serializeUser(await toggleShowOnMap(db, await getUserOr404(db, pathId(params.id))));
});
