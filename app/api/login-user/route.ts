import { route, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { profileSchema } from '@/lib/contract/users';
import { serializeUser, updateUser } from '@/lib/server/services/users';

// GET /api/login-user — the signed-in user; any signed-in user.
export const GET = route('user', async ({ auth }) => serializeUser(auth.user));

// PUT /api/login-user — updates the signed-in user's own profile; any signed-in user.
export const PUT = route('user', async ({ req, auth }) => {
  const data = await readBody(req, profileSchema);
  const user = await updateUser(await getDb(), auth.user, {
    name: data.name, email: data.email, phone: data.phone, whatsapp: data.whatsapp, publicEmail: data.public_email,
    company: data.company, rfc: data.rfc, stateId: data.state_id, municipalityId: data.municipality_id,
    address: data.address, postalCode: data.postal_code,
  });
  return serializeUser(user);
});
