import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { municipalities, states } from '@/lib/server/db/schema';
import type { Municipality, State } from '@/lib/contract/geo';
import { MAX_STATE_ID } from '@/lib/contract/fields';

/** States and municipalities change only through the import script: each process keeps them 10 min. */
export const GEO_MEMO_MS = 10 * 60_000;

// Spanish order (Á after A, Ñ after N) whatever the database's collation is.
const collator = new Intl.Collator('es-MX');
const byName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => collator.compare(a.name, b.name));

export async function listStates(db: Db): Promise<State[]> {
  return byName(await db.select().from(states));
}

/** Municipalities of a state by name; null when the state does not exist. */
export async function listMunicipalities(db: Db, stateId: number): Promise<Municipality[] | null> {
  if (stateId > MAX_STATE_ID) return null; // no such state; comparing it with the smallint column would fail
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) return null;
  const rows = byName(await db.select().from(municipalities).where(eq(municipalities.stateId, stateId)));
  return rows.map((m) => ({ id: m.id, state_id: m.stateId, code: m.code, name: m.name }));
}
