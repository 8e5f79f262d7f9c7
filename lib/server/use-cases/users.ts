import 'server-only';
import type { z } from 'zod';
import { percentToBps } from '@/lib/pricing/money';
import type {
  Role,
  RoleName,
  User,
  UsersPage,
  addUserSchema,
  coordinatesSchema,
  listUsersQuerySchema,
  updateUserSchema,
} from '@/lib/contract/users';
import { getDb } from '@/lib/server/db/client';
import { ConflictError } from '@/lib/server/errors';
import { dealersChanged } from '@/lib/server/services/public-data';
import { ensureDealerProfile } from '@/lib/server/services/dealer-profiles';
import * as users from '@/lib/server/services/users';
import type { UserRecord } from '@/lib/server/services/users';
import type { AuthContext } from '@/lib/server/auth/session';
import { actorOf } from '@/lib/server/audit/record';

// The administrator's user calls (spec §6). Users with coordinates are the dealer locator's
// pins, so every change tells its cache.

/** GET /api/list-users: Laravel's paginator. */
export async function listUsers(query: z.output<typeof listUsersQuerySchema>): Promise<UsersPage> {
  return users.listUsers(await getDb(), {
    search: query.search || undefined,
    role: query.role || undefined,
    page: query.page,
    perPage: query.per_page,
  });
}

/** GET /api/roles */
export async function listRoles(): Promise<Role[]> {
  const rows = await users.listRoles(await getDb());
  return rows.map((row) => ({ ...row, name: row.name as RoleName }));
}

/** POST /api/user-add/: any role. */
export async function addUser(data: z.output<typeof addUserSchema>): Promise<User> {
  const user = await users.createUser(await getDb(), {
    name: data.name,
    email: data.email,
    password: data.password,
    roleId: data.role_id,
    phone: data.phone ?? null,
    company: data.company ?? null,
    rfc: data.rfc ?? null,
    stateId: data.state_id ?? null,
    municipalityId: data.municipality_id ?? null,
    address: data.address ?? null,
    postalCode: data.postal_code ?? null,
    whatsapp: data.whatsapp ?? null,
    publicEmail: data.public_email ?? null,
    distributorId: data.distributor_id ?? null,
  });
  if (user.role.name === 'distributor') await ensureDealerProfile(await getDb(), user);
  dealersChanged();
  return users.serializeUser(user);
}

/** PUT /api/user-update/{id}: the fields sent change; an admin cannot change its own role. */
export async function updateUser(
  { user: actor, tokenId }: AuthContext,
  id: number,
  readChanges: () => Promise<z.output<typeof updateUserSchema>>,
): Promise<User> {
  const db = await getDb();
  const user = await users.getUserById(db, id);
  const data = await readChanges();
  if (user.id === actor.id && data.role_id !== undefined && data.role_id !== user.roleId) {
    throw new ConflictError('No puedes cambiar tu propio rol.');
  }
  const updated = await users.updateUser(
    db,
    user,
    {
      name: data.name,
      email: data.email,
      phone: data.phone,
      whatsapp: data.whatsapp,
      publicEmail: data.public_email,
      company: data.company,
      rfc: data.rfc,
      stateId: data.state_id,
      municipalityId: data.municipality_id,
      address: data.address,
      postalCode: data.postal_code,
      roleId: data.role_id,
      distributorId: data.distributor_id,
      discountLimitBps:
        data.discount_limit_pct === undefined
          ? undefined
          : data.discount_limit_pct === null
            ? null
            : percentToBps(data.discount_limit_pct),
      password: data.password,
    },
    user.id === actor.id ? tokenId : undefined,
    actorOf(actor),
  );
  // A user who becomes a distributor gets its page's profile at once (kept if the role changes back).
  if (updated.role.name === 'distributor') await ensureDealerProfile(db, updated);
  dealersChanged();
  return users.serializeUser(updated);
}

/** GET /api/user-active/{id}: flips the account on or off (off signs it out everywhere); never the admin's own. */
export async function toggleUserActive(actor: UserRecord, id: number): Promise<User> {
  const db = await getDb();
  const user = await users.getUserById(db, id);
  if (user.id === actor.id) throw new ConflictError('No puedes desactivar tu propia cuenta.');
  const toggled = await users.toggleActive(db, user);
  dealersChanged();
  return users.serializeUser(toggled);
}

/** GET /api/user-active-map/{id}: shows or hides the user on the dealer map. */
export async function toggleUserOnMap(id: number): Promise<User> {
  const db = await getDb();
  const user = await users.toggleShowOnMap(db, await users.getUserById(db, id));
  dealersChanged();
  return users.serializeUser(user);
}

/** PUT /api/add-coordinates/{id}: the user's place on the dealer map. */
export async function setUserCoordinates(
  id: number,
  readCoordinates: () => Promise<z.output<typeof coordinatesSchema>>,
): Promise<User> {
  const db = await getDb();
  const user = await users.getUserById(db, id);
  const updated = await users.setCoordinates(db, user, await readCoordinates());
  dealersChanged();
  return users.serializeUser(updated);
}
