import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/types';
import { folioCounters } from '@/lib/server/db/schema';

/**
 * The next folio of a series in the current year: COT-2026-000001, PED-2026-000001,
 * MSJ-2026-000001 (contact messages), MUE-2026-000001 (sample requests).
 * One atomic upsert per folio, inside the caller's transaction, so two requests never share one.
 */
export async function nextFolio(tx: Tx, prefix: 'COT' | 'PED' | 'MSJ' | 'MUE', now = new Date()): Promise<string> {
  const scope = `${prefix}-${now.getUTCFullYear()}`;
  const [row] = await tx
    .insert(folioCounters)
    .values({ scope, lastValue: 1 })
    .onConflictDoUpdate({ target: folioCounters.scope, set: { lastValue: sql`${folioCounters.lastValue} + 1` } })
    .returning({ value: folioCounters.lastValue });
  return `${scope}-${String(row!.value).padStart(6, '0')}`;
}
