import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { AuditValues } from '@/lib/contract/audit';
import { toDecimal } from '@/lib/pricing/money';
import { prices } from '@/lib/server/db/schema';
import type { Db, Tx } from '@/lib/server/db/types';
import { recordAudit, type AuditActor, type AuditRecord } from './record';

// Price changes, from any of the screens that write price rows (a fabric's price per m² on a
// type, an awning model's grid, the price list's own row): the rows are read before and after the
// write, and each row that changed, appeared or went is one entry.

type PriceRow = typeof prices.$inferSelect;

const priceValues = (row: PriceRow): AuditValues => ({
  publico: toDecimal(row.publicPriceCents),
  distribuidor: toDecimal(row.distributorPriceCents),
});

export function priceChanges(
  actor: AuditActor,
  before: readonly PriceRow[],
  after: readonly PriceRow[],
): AuditRecord[] {
  const ids = [...new Set([...before.map((row) => row.id), ...after.map((row) => row.id)])].sort((a, b) => a - b);
  return ids.map((id) => {
    const old = before.find((row) => row.id === id);
    const now = after.find((row) => row.id === id);
    const label = (now ?? old)!;
    return {
      kind: 'precio',
      entity: 'precio',
      entityId: id,
      entityLabel: `${label.sku} · ${label.description}`,
      actor,
      before: old ? priceValues(old) : null,
      after: now ? priceValues(now) : null,
    };
  });
}

/** Runs `write` and records how the price rows matching `where` changed with it, in the same transaction. */
export async function withPriceAudit<T>(
  tx: Tx | Db,
  actor: AuditActor,
  where: SQL | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const read = () => tx.select().from(prices).where(where);
  const before = await read();
  const result = await write();
  await recordAudit(tx, priceChanges(actor, before, await read()));
  return result;
}
