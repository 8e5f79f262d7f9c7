import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../types';
import * as t from '../schema';
import type { Db } from '../types';
import { ensureDealerProfile } from '@/lib/server/services/dealer-profiles';
import { DEALER_PROFILES } from './data/dealer-profiles';

/** The demo dealers' pages: a profile (slug) for each, filled with its hours, products and services. */
export async function seedDealerProfiles(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  const rows = await tx
    .select({ id: t.users.id, name: t.users.name, company: t.users.company, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, Object.keys(DEALER_PROFILES)));
  for (const user of rows) {
    const profile = DEALER_PROFILES[user.email];
    if (!profile) continue;
    await ensureDealerProfile(db, user);
    await tx.update(t.dealerProfiles).set(profile).where(eq(t.dealerProfiles.userId, user.id));
  }
}
