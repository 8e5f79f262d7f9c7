import 'server-only';
import type { z } from 'zod';
import type { DealerProfile, dealerProfileUpdateSchema } from '@/lib/contract/dealer-profiles';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError } from '@/lib/server/errors';
import {
  getDealerProfile as readProfile,
  serializeDealerProfile,
  updateDealerProfile,
} from '@/lib/server/services/dealer-profiles';
import { dealersChanged } from '@/lib/server/services/public-data';
import { getUserById, type UserRecord } from '@/lib/server/services/users';

// A dealer's page data (hours, products, services, description): an administrator edits any
// distributor's; a distributor only its own. The route lets in only those two roles.

const NOT_YOURS = 'Solo puedes ver y editar tu propia página de distribuidor.';

/**
 * The distributor the actor may reach: itself, or any (admin). Checked before the target is looked
 * up, so ids leak nothing.
 */
async function reachableDistributor(actor: UserRecord, userId: number): Promise<UserRecord> {
  if (actor.role.name !== 'admin' && actor.id !== userId) throw new ForbiddenError(NOT_YOURS);
  return getUserById(await getDb(), userId);
}

/** GET /api/dealer-profile/{userId} */
export async function getDealerProfile(actor: UserRecord, userId: number): Promise<DealerProfile> {
  const db = await getDb();
  const user = await reachableDistributor(actor, userId);
  return serializeDealerProfile(db, user, await readProfile(db, user));
}

/**
 * PUT /api/dealer-profile/{userId}: replaces hours, products, services and description; the
 * dealer's page refreshes at once.
 */
export async function saveDealerProfile(
  actor: UserRecord,
  userId: number,
  readChanges: () => Promise<z.output<typeof dealerProfileUpdateSchema>>,
): Promise<DealerProfile> {
  const db = await getDb();
  const user = await reachableDistributor(actor, userId);
  await readProfile(db, user); // 404 for a user who is not a distributor, before the body is judged
  const data = await readChanges();
  const row = await updateDealerProfile(db, user, {
    openingHours: data.opening_hours,
    products: data.products,
    services: data.services,
    description: data.description,
  });
  dealersChanged();
  return serializeDealerProfile(db, user, row);
}
