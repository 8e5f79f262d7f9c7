import { handle, json } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { sharedCacheControl } from '@/lib/server/http/cache-control';
import { DEALERS_FRESH_SECONDS, listDealers } from '@/lib/server/use-cases/dealers';

// GET /api/dealers — active distributors shown on the map, with public contact data and
// coordinates; public, cached (an admin's change shows within 60 s, at once through the cache tag).
export const GET = handle(siteEndpoints.dealers, async () =>
  json(await listDealers(), { headers: { 'Cache-Control': sharedCacheControl(DEALERS_FRESH_SECONDS) } }),
);
