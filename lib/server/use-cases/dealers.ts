import 'server-only';
import type { Dealer } from '@/lib/contract/dealers';
import { getPublicDealers, PUBLIC_REVALIDATE_SECONDS } from '@/lib/server/services/public-data';

/**
 * How long the dealer list is served from the cache: an admin's change shows within this, or at
 * once through its tag.
 */
export const DEALERS_FRESH_SECONDS = PUBLIC_REVALIDATE_SECONDS;

/** GET /api/dealers: active distributors shown on the map, public contact data only. */
export async function listDealers(): Promise<Dealer[]> {
  return getPublicDealers();
}
