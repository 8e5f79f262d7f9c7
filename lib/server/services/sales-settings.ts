import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/types';
import { settings } from '@/lib/server/db/schema';
import type { SalesSettings } from '@/lib/contract/sales-settings';
import { actorOf, recordAudit } from '@/lib/server/audit/record';

// The sales terms an administrator sets: the deposit (anticipo) an accepted quote asks, and the
// discount a distributor may give when none of its own is set. One row of `settings`.

const KEY = 'sales';

/** What the portal uses until an administrator says otherwise: half down, up to 10 % off. */
export const DEFAULT_SALES_SETTINGS: SalesSettings = { deposit_pct: 50, default_discount_limit_pct: 10 };

function parse(value: unknown): SalesSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<SalesSettings>;
  return { ...DEFAULT_SALES_SETTINGS, ...stored };
}

export async function getSalesSettings(db: Db | Tx): Promise<SalesSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return parse(row?.value);
}

/** Saves the terms; a new default discount limit goes into the audit trail in the same transaction. */
export async function saveSalesSettings(
  db: Db,
  next: SalesSettings,
  by: { id: number; name: string },
): Promise<SalesSettings> {
  await db.transaction(async (tx) => {
    const before = await getSalesSettings(tx);
    await tx
      .insert(settings)
      .values({ key: KEY, value: next, updatedBy: by.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedBy: by.id, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      kind: 'limite_descuento',
      entity: 'condiciones_venta',
      entityId: null,
      entityLabel: 'Límite de descuento general',
      actor: actorOf(by),
      before: { limite_pct: before.default_discount_limit_pct },
      after: { limite_pct: next.default_discount_limit_pct },
    });
  });
  return getSalesSettings(db);
}

/** The largest discount `distributor` may give, in hundredths of a percent. */
export function discountLimitBps(own: number | null, terms: SalesSettings): number {
  return own ?? terms.default_discount_limit_pct * 100;
}
