import 'server-only';
import { profilePhotoCall } from '@/lib/contract/calls/profile-photo';
import { fillPath } from '@/lib/contract/endpoints/call-type';
import { bpsToPercent } from '@/lib/pricing/money';
import { env } from '@/lib/env';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { municipalities, passwordResets, roles, states, userSearchText, users } from '@/lib/server/db/schema';
import { alias } from 'drizzle-orm/pg-core';
import type { RoleName, User, UsersPage } from '@/lib/contract/users';
import { InvalidInputError, NotFoundError } from '@/lib/server/errors';
import { hasPassword, hashPassword, NO_PASSWORD_HASH } from '@/lib/server/auth/passwords';
import { assertAcceptablePassword } from '@/lib/server/auth/password-policy';
import { revokeAllTokens } from '@/lib/server/auth/tokens';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { keysetBatches, pageWindow } from './pages';
import { recordAudit, type AuditActor, type AuditRecord } from '@/lib/server/audit/record';

export type UserRecord = typeof users.$inferSelect & { role: { id: number; name: RoleName; label: string } };

const selection = { user: users, role: roles };

function toRecord(row: { user: typeof users.$inferSelect; role: typeof roles.$inferSelect }): UserRecord {
  return { ...row.user, role: { id: row.role.id, name: row.role.name as RoleName, label: row.role.label } };
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const [row] = await db
    .select(selection)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ? toRecord(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select(selection)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ? toRecord(row) : null;
}

export async function getUserById(db: Db, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw new NotFoundError('El usuario no existe.');
  return user;
}

/** An administrator without the second factor while REQUIRE_ADMIN_2FA=1: may only enrol it. */
export function mustEnrolTwoFactor(user: UserRecord): boolean {
  return env.REQUIRE_ADMIN_2FA && user.role.name === 'admin' && user.totpEnabledAt === null;
}

/** The user as the API shows it: never the password hash nor the second factor's seed. */
export function serializeUser(user: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    whatsapp: user.whatsapp,
    public_email: user.publicEmail,
    company: user.company,
    rfc: user.rfc,
    role_id: user.roleId,
    role: user.role,
    state_id: user.stateId,
    municipality_id: user.municipalityId,
    address: user.address,
    postal_code: user.postalCode,
    image: user.image ? fillPath(profilePhotoCall, { file: user.image.slice(user.image.indexOf('/') + 1) }) : null,
    coordinates: user.lat !== null && user.lng !== null ? { lat: user.lat, lng: user.lng } : null,
    active: user.active,
    show_on_map: user.showOnMap,
    distributor_id: user.distributorId,
    discount_limit_pct: user.discountLimitBps === null ? null : bpsToPercent(user.discountLimitBps),
    created_at: user.createdAt.toISOString(),
    two_factor_enabled: user.totpEnabledAt !== null,
    two_factor_required: mustEnrolTwoFactor(user),
    invitation_pending: !hasPassword(user.passwordHash),
  };
}

export async function roleIdByName(db: Db, name: RoleName): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`El rol ${name} no existe: ¿se sembró la base de datos?`);
  return row.id;
}

export async function listRoles(db: Db) {
  return db.select().from(roles).orderBy(asc(roles.id));
}

/**
 * Invalid input unless the municipality belongs to the state, on the field at fault: a state or a
 * municipality that does not exist, or one of another state. (A state alone is checked by its
 * foreign key: lib/server/http/error-response.ts.)
 */
export async function assertMunicipalityInState(
  db: Db,
  stateId: number | null,
  municipalityId: number | null,
): Promise<void> {
  if (municipalityId === null) return;
  if (stateId === null) throw InvalidInputError.field('state_id', 'Selecciona el estado del municipio.');
  const [row] = await db
    .select({ stateId: municipalities.stateId })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  if (row?.stateId === stateId) return;
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw InvalidInputError.missingRow('state_id');
  if (!row) throw InvalidInputError.missingRow('municipality_id');
  throw InvalidInputError.field('municipality_id', 'El municipio seleccionado no pertenece al estado.');
}

/**
 * Invalid input unless the id is an active distributor's (a customer is served by one): a
 * deactivated one cannot sign in to answer the customer's quotes.
 */
async function assertDistributor(db: Db, distributorId: number | null | undefined): Promise<void> {
  if (!distributorId) return;
  const distributor = await findUserById(db, distributorId);
  if (!distributor || distributor.role.name !== 'distributor')
    throw InvalidInputError.field('distributor_id', 'El distribuidor seleccionado no existe.');
  if (!distributor.active)
    throw InvalidInputError.field('distributor_id', 'El distribuidor seleccionado está desactivado. Elige uno activo.');
}

async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId)
    throw InvalidInputError.field('email', 'Este correo electrónico ya está registrado.');
}

type NewUser = {
  name: string;
  email: string;
  /** null: invited, the person chooses it from the mailed link (services/invitations.ts). */
  password: string | null;
  roleId: number;
  phone?: string | null;
  company?: string | null;
  stateId?: number | null;
  municipalityId?: number | null;
  address?: string | null;
  postalCode?: string | null;
  rfc?: string | null;
  distributorId?: number | null;
  whatsapp?: string | null;
  publicEmail?: string | null;
};

export async function createUser(db: Db, input: NewUser): Promise<UserRecord> {
  if (input.password !== null) await assertAcceptablePassword(input.password, [input.name, input.email]);
  await assertEmailFree(db, input.email);
  await assertMunicipalityInState(db, input.stateId ?? null, input.municipalityId ?? null);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId));
  if (!role) throw InvalidInputError.field('role_id', 'El rol seleccionado no existe.');
  await assertDistributor(db, input.distributorId); // every check before the INSERT: a refusal stores nothing
  const passwordHash = input.password === null ? NO_PASSWORD_HASH : await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        roleId: input.roleId,
        phone: input.phone ?? null,
        company: input.company ?? null,
        stateId: input.stateId ?? null,
        municipalityId: input.municipalityId ?? null,
        address: input.address ?? null,
        postalCode: input.postalCode ?? null,
        rfc: input.rfc ?? null,
        distributorId: input.distributorId ?? null,
        whatsapp: input.whatsapp ?? null,
        publicEmail: input.publicEmail ?? null,
      })
      .returning({ id: users.id });
    return getUserById(db, row!.id);
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw InvalidInputError.field('email', 'Este correo electrónico ya está registrado.');
    throw error;
  }
}

type UserChanges = Partial<{
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  publicEmail: string | null;
  company: string | null;
  rfc: string | null;
  stateId: number | null;
  municipalityId: number | null;
  address: string | null;
  postalCode: string | null;
  roleId: number;
  distributorId: number | null;
  discountLimitBps: number | null;
  password: string;
}>;

/**
 * Applies `changes`. A new password ends every session of the account (ASVS 7.4.3), but for
 * `keepSessionId`: the session of an administrator who changes their own.
 */
export async function updateUser(
  db: Db,
  current: UserRecord,
  changes: UserChanges,
  keepSessionId?: number,
  /** Who makes the change: a new discount limit goes into the audit trail under this name. */
  actor?: AuditActor,
): Promise<UserRecord> {
  if (changes.password !== undefined)
    await assertAcceptablePassword(changes.password, [changes.name ?? current.name, changes.email ?? current.email]);
  if (changes.email !== undefined) await assertEmailFree(db, changes.email, current.id);
  const stateId = changes.stateId !== undefined ? changes.stateId : current.stateId;
  const municipalityId =
    changes.municipalityId !== undefined
      ? changes.municipalityId
      : changes.stateId !== undefined && changes.stateId !== current.stateId
        ? null
        : current.municipalityId;
  await assertMunicipalityInState(db, stateId, municipalityId);
  if (changes.roleId !== undefined) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, changes.roleId));
    if (!role) throw InvalidInputError.field('role_id', 'El rol seleccionado no existe.');
  }
  // A customer keeps the distributor it has even if that one was deactivated since; a new one must be active.
  if (changes.distributorId !== current.distributorId) await assertDistributor(db, changes.distributorId);
  const { password, ...rest } = changes;
  const values: Partial<typeof users.$inferInsert> = { ...rest, stateId, municipalityId, updatedAt: new Date() };
  if (password !== undefined) values.passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set(values).where(eq(users.id, current.id));
      if (changes.discountLimitBps !== undefined && actor)
        await recordAudit(tx, discountLimitEntry(actor, current, changes.discountLimitBps));
      if (password !== undefined) {
        await revokeAllTokens(tx as unknown as Db, current.id, keepSessionId);
        // A mailed link (an invitation, a recovery) must not replace the password set here later on.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, current.id), isNull(passwordResets.usedAt)));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw InvalidInputError.field('email', 'Este correo electrónico ya está registrado.');
    throw error;
  }
  return getUserById(db, current.id);
}

/** A distributor's own discount limit changed (null: it follows the general one). */
function discountLimitEntry(actor: AuditActor, user: UserRecord, next: number | null): AuditRecord {
  const pct = (bps: number | null) => (bps === null ? null : bps / 100);
  return {
    kind: 'limite_descuento',
    entity: 'usuario',
    entityId: user.id,
    entityLabel: user.company ? `${user.name} (${user.company})` : user.name,
    actor,
    before: { limite_pct: pct(user.discountLimitBps) },
    after: { limite_pct: pct(next) },
  };
}

/** Flips `active`; deactivating revokes every token of the account. */
export async function toggleActive(db: Db, user: UserRecord): Promise<UserRecord> {
  const active = !user.active;
  await db.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, user.id));
  if (!active) await revokeAllTokens(db, user.id);
  return getUserById(db, user.id);
}

export async function toggleShowOnMap(db: Db, user: UserRecord): Promise<UserRecord> {
  await db.update(users).set({ showOnMap: !user.showOnMap, updatedAt: new Date() }).where(eq(users.id, user.id));
  return getUserById(db, user.id);
}

export async function setCoordinates(
  db: Db,
  user: UserRecord,
  coords: { lat: number; lng: number },
): Promise<UserRecord> {
  await db.update(users).set({ lat: coords.lat, lng: coords.lng, updatedAt: new Date() }).where(eq(users.id, user.id));
  return getUserById(db, user.id);
}

/**
 * Points the user's photo at `image` and returns the key it replaced. The row is locked first, so
 * of two uploads at once the second waits and replaces the first's photo, not the one before.
 */
export async function replaceImage(db: Db, userId: number, image: string): Promise<string | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new NotFoundError('El usuario no existe.');
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
    return row.image;
  });
}

/** Changes the user's photo from `from` to `to` only if it is still `from`; true when it changed. */
export async function swapImage(db: Db, userId: number, from: string, to: string | null): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ image: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.image, from)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Users whose photo key is not of the `current` shape (a PostgreSQL regular expression). */
export async function usersWithImageNotLike(db: Db, current: string): Promise<{ id: number; image: string }[]> {
  const rows = await db
    .select({ id: users.id, image: users.image })
    .from(users)
    .where(and(isNotNull(users.image), sql`${users.image} !~ ${current}`))
    .orderBy(asc(users.id));
  return rows.map((row) => ({ id: row.id, image: row.image! }));
}

/** What a list and an export of users filter by (the list adds its page). */
type UserFilters = { search?: string; role?: string };
type UserListQuery = UserFilters & { page: number; perPage: number };

/** Search over name, e-mail, company and phone; a role by id or by name. */
function userFilter(query: UserFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(ilike(userSearchText(users), like));
  }
  if (query.role)
    filters.push(/^\d+$/.test(query.role) ? eq(roles.id, Number(query.role)) : eq(roles.name, query.role));
  return filters.length ? and(...filters) : undefined;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<UsersPage> {
  const where = userFilter(query);
  const [totalRow] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where);
  const total = totalRow?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.perPage));
  const page = pageWindow(total, query.page, query.perPage);
  const rows = await db
    .select(selection)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(...(page.backwards ? [desc(users.name), desc(users.id)] : [asc(users.name), asc(users.id)]))
    .limit(page.limit)
    .offset(page.offset);
  if (page.backwards) rows.reverse();
  const from = rows.length ? (query.page - 1) * query.perPage + 1 : null;
  return {
    data: rows.map((row) => serializeUser(toRecord(row))),
    current_page: query.page,
    last_page: lastPage,
    per_page: query.perPage,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/** One user as an export writes it: the list's columns with names instead of ids, never a secret. */
export type UserExportRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  company: string | null;
  rfc: string | null;
  role: string;
  state: string | null;
  municipality: string | null;
  address: string | null;
  postalCode: string | null;
  active: boolean;
  showOnMap: boolean;
  distributor: string | null;
  createdAt: Date;
};

const servingDealer = alias(users, 'serving_dealer');

/** One keyset batch of users: the first `size` after (name, id) in the list's order. */
function userBatch(db: Db, where: SQL | undefined, after: { name: string; id: number } | null, size: number) {
  return db
    .select({
      user: users,
      role: roles.label,
      state: states.name,
      municipality: municipalities.name,
      dealerName: servingDealer.name,
      dealerCompany: servingDealer.company,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .leftJoin(servingDealer, eq(servingDealer.id, users.distributorId))
    .where(and(where, after ? sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})` : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(size);
}

/** Every user of the list's filters and order (name, then id), `size` at a time, by keyset. */
export function userExportBatches(db: Db, query: UserFilters, size = 500): AsyncGenerator<UserExportRow[]> {
  const where = userFilter(query);
  return keysetBatches(
    size,
    (after: { name: string; id: number } | null, n) => userBatch(db, where, after, n),
    (r) => ({ name: r.user.name, id: r.user.id }),
    ({ user: u, ...r }) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      whatsapp: u.whatsapp,
      company: u.company,
      rfc: u.rfc,
      role: r.role,
      state: r.state,
      municipality: r.municipality,
      address: u.address,
      postalCode: u.postalCode,
      active: u.active,
      showOnMap: u.showOnMap,
      distributor: r.dealerCompany ?? r.dealerName,
      createdAt: u.createdAt,
    }),
  );
}
