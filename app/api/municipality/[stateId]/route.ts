import { json, pathId, route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { memoize } from '@/lib/server/memo';
import { GEO_CACHE_CONTROL, GEO_MEMO_MS, listMunicipalities } from '@/lib/server/services/geo';

const municipalities = memoize(async (stateId: number) => listMunicipalities(await getDb(), stateId), GEO_MEMO_MS);

// GET /api/municipality/{stateId} — a state's municipalities by name; public, cached.
export const GET = route('public', async ({ params }) => {
  const list = await municipalities(pathId(params.stateId));
  if (!list) throw new NotFoundError('El estado no existe.');
  return json(list, { headers: { 'Cache-Control': GEO_CACHE_CONTROL } });
});
