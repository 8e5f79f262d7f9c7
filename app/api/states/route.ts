import { json, handle } from '@/lib/server/http/handler';
import { placesEndpoints } from '@/lib/contract/endpoints/places';
import { GEO_CACHE_CONTROL } from '@/lib/server/http/cache-control';
import { listStates } from '@/lib/server/use-cases/geo';

// GET /api/states — Mexico's 32 states with their INEGI codes; public, cached.
export const GET = handle(placesEndpoints.states, async () =>
  json(await listStates(), { headers: { 'Cache-Control': GEO_CACHE_CONTROL } }),
);
