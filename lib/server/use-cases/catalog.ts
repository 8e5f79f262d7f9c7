import 'server-only';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { loadCatalog, PUBLIC_REVALIDATE_SECONDS } from '@/lib/server/services/public-data';
import { catalogForPriceList } from '@/lib/server/services/quoter';

/** GET /api/catalog: the active catalogue at public prices, what the public pages render. */
export async function publicCatalog(): Promise<CatalogSnapshot> {
  return catalogForPriceList(await loadCatalog(), 'publico');
}

/** How long the catalogue is served from shared caches: a change shows within this, or at once through its tag. */
export const CATALOG_FRESH_SECONDS = PUBLIC_REVALIDATE_SECONDS;
