import { json, handle } from '@/lib/server/http/handler';
import { placesEndpoints } from '@/lib/contract/endpoints/places';
import { GEO_CACHE_CONTROL } from '@/lib/server/http/cache-control';
import { listMunicipalities } from '@/lib/server/use-cases/geo';

// GET /api/municipality/{stateId} — a state's municipalities by name; public, cached.
export const GET = handle(placesEndpoints.municipalities, async ({ params }) =>
  json(await listMunicipalities(params.stateId), { headers: { 'Cache-Control': GEO_CACHE_CONTROL } }),
);
