import 'server-only';
import { revalidateTag } from 'next/cache';
import { cachedQuery } from '@/lib/server/cache';
import { and, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { roles, users } from '@/lib/server/db/schema';
import { loadCatalogSnapshot } from './catalog-snapshot';
import { listPublicDealers } from './dealers';

// Data for the public pages, cached across requests: a change reaches the pages within 60 s,
// or at once when the API that changed it calls `catalogChanged()` / `dealersChanged()`.
export const CATALOG_TAG = 'catalog';
export const DEALERS_TAG = 'dealers';
export const PUBLIC_REVALIDATE_SECONDS = 60;

export const getCatalog = cachedQuery(async () => loadCatalogSnapshot(await getDb()), 'catalog-snapshot', [CATALOG_TAG], PUBLIC_REVALIDATE_SECONDS);

/** How many dealers the locator shows and in how many states (home teaser). */
export const getDealerStats = cachedQuery(async () => {
  const db = await getDb();
  const [row] = await db.select({ dealers: countDistinct(users.id), states: countDistinct(users.stateId) }).from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, 'distributor'), eq(users.active, true), eq(users.showOnMap, true), isNotNull(users.lat), isNotNull(users.lng)));
  return { dealers: row?.dealers ?? 0, states: row?.states ?? 0 };
}, 'dealer-stats', [DEALERS_TAG], PUBLIC_REVALIDATE_SECONDS);

/** The dealer locator's list (GET /api/dealers and /distribuidores). */
export const getPublicDealers = cachedQuery(async () => listPublicDealers(await getDb()), 'public-dealers', [DEALERS_TAG], PUBLIC_REVALIDATE_SECONDS);

// Expire at once (not stale-while-revalidate): the next visitor sees the change.
export const catalogChanged = () => safeRevalidate(CATALOG_TAG);
export const dealersChanged = () => safeRevalidate(DEALERS_TAG);

function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
  }
}
