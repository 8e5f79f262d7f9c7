import { handle, json } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { sharedCacheControl } from '@/lib/server/http/cache-control';
import { CATALOG_FRESH_SECONDS, publicCatalog } from '@/lib/server/use-cases/catalog';

// GET /api/catalog — lines, types, awning models, fabrics with their colours, galleries, motors
// and accessories, at public prices: what a front end on another host renders its public pages
// from. Public, cached like the dealer list (a change reaches it at once through the cache tag).
export const GET = handle(siteEndpoints.publicCatalog, async () =>
  json(await publicCatalog(), { headers: { 'Cache-Control': sharedCacheControl(CATALOG_FRESH_SECONDS) } }),
);
