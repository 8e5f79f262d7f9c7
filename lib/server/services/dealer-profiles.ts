import 'server-only';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dealerProfiles, roles, states, users } from '@/lib/server/db/schema';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { NotFoundError } from '@/lib/server/errors';
import { dealerPagePath, uniqueSlug } from '@/lib/dealers/slug';
import { slugify } from '@/lib/format/slug';
import type { DealerProfile, DealerProduct, DealerService, OpeningInterval } from '@/lib/contract/dealer-profiles';
import { dealerOffer } from '@/lib/dealers/offer';
import type { UserRecord } from './users';

// Every distributor has a dealer profile (its public page's slug, hours, products, services):
// made when a distributor is created or becomes one, and lazily for any distributor without one
// (a database from before the pages, or a row written by hand).

type DealerProfileRow = typeof dealerProfiles.$inferSelect;

/** A slug from the company (else the person's name) not used by another dealer. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'distribuidor';
  const rows = await db
    .select({ slug: dealerProfiles.slug })
    .from(dealerProfiles)
    .where(or(eq(dealerProfiles.slug, base), like(dealerProfiles.slug, `${base}-%`)));
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

/** The distributor's profile, created (with a new unique slug) when it has none. */
export async function ensureDealerProfile(
  db: Db,
  user: Pick<UserRecord, 'id' | 'name' | 'company'>,
): Promise<DealerProfileRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, user.id));
    if (existing) return existing;
    try {
      const slug = await freeSlug(db, user.company?.trim() || user.name);
      const [row] = await db
        .insert(dealerProfiles)
        .values({ userId: user.id, slug })
        .onConflictDoNothing({ target: dealerProfiles.userId })
        .returning();
      if (row) return row;
    } catch (error) {
      // Two dealers of the same name created at once: the unique slug decides; try the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No se pudo crear el perfil de distribuidor del usuario ${user.id}.`);
}

/** Backfill: a profile for every distributor that has none (one query when there is nothing to do). */
export async function ensureMissingDealerProfiles(db: Db): Promise<number> {
  const missing = await db
    .select({ id: users.id, name: users.name, company: users.company })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(and(eq(roles.name, 'distributor'), isNull(dealerProfiles.userId)));
  for (const user of missing) await ensureDealerProfile(db, user);
  return missing.length;
}

/** The profile as the API writes it. */
export async function serializeDealerProfile(db: Db, user: UserRecord, row: DealerProfileRow): Promise<DealerProfile> {
  const [state] =
    user.stateId === null ? [] : await db.select({ name: states.name }).from(states).where(eq(states.id, user.stateId));
  return {
    user_id: user.id,
    slug: row.slug,
    opening_hours: row.openingHours,
    ...dealerOffer(row),
    description: row.description,
    path: dealerPagePath({ slug: row.slug, state: state ?? null })!,
    public: user.active && user.showOnMap && user.lat !== null && user.lng !== null,
  };
}

/** The distributor's profile (created if missing); 404 for a user who is not a distributor. */
export async function getDealerProfile(db: Db, user: UserRecord): Promise<DealerProfileRow> {
  if (user.role.name !== 'distributor') throw new NotFoundError('Este usuario no es distribuidor.');
  return ensureDealerProfile(db, user);
}

type DealerProfileChanges = {
  openingHours: OpeningInterval[];
  products: DealerProduct[];
  services: DealerService[];
  description: string | null;
};

export async function updateDealerProfile(
  db: Db,
  user: UserRecord,
  changes: DealerProfileChanges,
): Promise<DealerProfileRow> {
  await getDealerProfile(db, user);
  const [row] = await db
    .update(dealerProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(dealerProfiles.userId, user.id))
    .returning();
  return row!;
}
