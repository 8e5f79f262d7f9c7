import { route, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { dealersChanged } from '@/lib/server/services/public-data';
import { addUserSchema } from '@/lib/contract/users';
import { createUser, serializeUser } from '@/lib/server/services/users';

// POST /api/user-add/ — creates a user with any role; returns it (201); admin only.
export const POST = route(['admin'], async ({ req }) => {
  const data = await readBody(req, addUserSchema);
  const db = await getDb();
  const user = await createUser(db, {
    name: data.name, email: data.email, password: data.password, roleId: data.role_id,
    phone: data.phone ?? null, company: data.company ?? null, rfc: data.rfc ?? null, stateId: data.state_id ?? null,
    municipalityId: data.municipality_id ?? null, address: data.address ?? null, postalCode: data.postal_code ?? null,
    whatsapp: data.whatsapp ?? null, publicEmail: data.public_email ?? null, distributorId: data.distributor_id ?? null,
  });
  dealersChanged(); // the dealer locator and its counts show users
  return json(serializeUser(user), { status: 201 });
});
