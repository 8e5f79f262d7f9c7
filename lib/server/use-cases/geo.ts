import 'server-only';
import type { Municipality, State } from '@/lib/contract/geo';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { memoize } from '@/lib/server/memo';
import * as geo from '@/lib/server/services/geo';

// Mexico's states and municipalities: the busiest public reads, kept in this process (GEO_MEMO_MS).

const states = memoize(async () => geo.listStates(await getDb()), geo.GEO_MEMO_MS);
const municipalities = memoize(
  async (stateId: number) => geo.listMunicipalities(await getDb(), stateId),
  geo.GEO_MEMO_MS,
);

/** GET /api/states: the 32 states with their INEGI codes. */
export async function listStates(): Promise<State[]> {
  return states(null);
}

/** GET /api/municipality/{stateId}: a state's municipalities by name. */
export async function listMunicipalities(stateId: number): Promise<Municipality[]> {
  const list = await municipalities(stateId);
  if (!list) throw new NotFoundError('El estado no existe.');
  return list;
}
