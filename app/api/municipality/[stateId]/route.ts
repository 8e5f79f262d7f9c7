import { json, pathId, route } from '@/lib/server/http/handler';
import { GEO_CACHE_CONTROL } from '@/lib/server/http/cache-control';
import { listMunicipalities } from '@/lib/server/use-cases/geo';

// GET /api/municipality/{stateId} — a state's municipalities by name; public, cached.
export const GET = route('public', async ({ params }) =>
  json(await listMunicipalities(pathId(params.stateId)), { headers: { 'Cache-Control': GEO_CACHE_CONTROL } }),
);
