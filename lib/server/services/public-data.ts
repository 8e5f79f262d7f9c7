import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { cachedQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { loadCatalogSnapshot } from './catalog-snapshot';
import { notifyFrontEnds } from '@/lib/server/revalidation/notify';
import { listPublicDealers } from './dealers';

// The public data of this process's database, cached across requests: what the API's public
// reads answer and, pages and API in one process, what the pages render (lib/server/site-data).
// A change reaches them within 60 s, or at once when the use case that changed it calls
// `catalogChanged()` / `dealersChanged()`, which also tells the front ends on other hosts.
export const CATALOG_TAG = 'catalog';
export const DEALERS_TAG = 'dealers';
export const PUBLIC_REVALIDATE_SECONDS = 60;

/** The whole active catalogue with both price lists, cached (the pages' `getCatalog` gives the public copy). */
export const loadCatalog = cachedQuery(
  async () => loadCatalogSnapshot(await getDb()),
  'catalog-snapshot',
  [CATALOG_TAG],
  PUBLIC_REVALIDATE_SECONDS,
);

/** The dealer locator's list (GET /api/dealers and /distribuidores). */
export const getPublicDealers = cachedQuery(
  async () => listPublicDealers(await getDb()),
  'public-dealers',
  [DEALERS_TAG],
  PUBLIC_REVALIDATE_SECONDS,
);

// Expire at once (not stale-while-revalidate): the next visitor sees the change, here and on
// the front ends of other hosts.
export const catalogChanged = () => changed(CATALOG_TAG);
export const dealersChanged = () => changed(DEALERS_TAG);

function changed(tag: string) {
  expireTag(tag);
  notifyFrontEnds(tag);
}

export function expireTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
  }
}

/** Every page and route the cache holds (all sit under the root layout), and the data they read. */
export function expireEveryPage() {
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
  }
}
