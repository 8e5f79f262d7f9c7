import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import { listMunicipalities } from '@/lib/server/services/geo';

// GET /api/municipality/{stateId} — a state's municipalities by name; public.
export const GET = route('public', async ({ params }) => {
  const list = await listMunicipalities(await getDb(), pathId(params.stateId));
  if (!list) throw notFound('El estado no existe.');
  return list;
});
