import { json, route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { memoize } from '@/lib/server/memo';
import { GEO_CACHE_CONTROL, GEO_MEMO_MS, listStates } from '@/lib/server/services/geo';

const states = memoize(async () => listStates(await getDb()), GEO_MEMO_MS);

// GET /api/states — Mexico's 32 states with their INEGI codes; public, cached.
export const GET = route('public', async () => json(await states(null), { headers: { 'Cache-Control': GEO_CACHE_CONTROL } }));
