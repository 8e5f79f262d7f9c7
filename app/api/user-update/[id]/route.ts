import { route, readBody, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { dealersChanged } from '@/lib/server/services/public-data';
import { ConflictError } from '@/lib/server/errors';
import { updateUserSchema } from '@/lib/contract/users';
import { getUserOr404, serializeUser, updateUser } from '@/lib/server/services/users';

// PUT /api/user-update/{id} — changes any of a user's fields (all optional); returns the
// updated user; admin only.
export const PUT = route(['admin'], async ({ req, params, auth }) => {
  const db = await getDb();
  const user = await getUserOr404(db, pathId(params.id));
  const data = await readBody(req, updateUserSchema);
  if (user.id === auth.user.id && data.role_id !== undefined && data.role_id !== user.roleId) {
    throw new ConflictError('No puedes cambiar tu propio rol.');
  }
  const updated = await updateUser(db, user, {
    name: data.name, email: data.email, phone: data.phone, whatsapp: data.whatsapp, publicEmail: data.public_email,
    company: data.company, rfc: data.rfc, stateId: data.state_id, municipalityId: data.municipality_id,
    address: data.address, postalCode: data.postal_code, roleId: data.role_id, distributorId: data.distributor_id,
    password: data.password,
  });
  dealersChanged(); // the dealer locator and its counts show users
  return serializeUser(updated);
});
