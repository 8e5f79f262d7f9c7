import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { dealersChanged } from '@/lib/server/services/public-data';
import { ConflictError } from '@/lib/server/errors';
import { getUserOr404, serializeUser, toggleActive } from '@/lib/server/services/users';

// GET /api/user-active/{id} — activates or deactivates a user (deactivating signs it out
// everywhere); returns the updated user; admin only.
export const GET = route(['admin'], async ({ params, auth }) => {
  const db = await getDb();
  const user = await getUserOr404(db, pathId(params.id));
  if (user.id === auth.user.id) throw new ConflictError('No puedes desactivar tu propia cuenta.');
  const toggled = await toggleActive(db, user);
  dealersChanged(); // the dealer locator and its counts show users
  return serializeUser(toggled);
});
