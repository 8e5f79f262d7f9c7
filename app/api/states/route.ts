import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { listStates } from '@/lib/server/services/geo';

// GET /api/states — Mexico's 32 states with their INEGI codes; public.
export const GET = route('public', async () => listStates(await getDb()));
