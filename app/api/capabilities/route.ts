import { CAPABILITIES_CACHE_CONTROL } from '@/lib/server/http/cache-control';
import { json, handle } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { listCapabilities } from '@/lib/server/use-cases/capabilities';

// GET /api/capabilities — the features beyond spec §7 this host offers (all of them); public,
// cached a minute, so front ends can hide what a spec-only host lacks.
export const GET = handle(siteEndpoints.capabilities, async () =>
  json(listCapabilities(), { headers: { 'Cache-Control': CAPABILITIES_CACHE_CONTROL } }),
);
