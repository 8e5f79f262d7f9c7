import 'server-only';
import type { PricedItem } from '@/lib/pricing/types';
import { toDecimal } from '@/lib/pricing/money';
import type { ItemConfig, orderItems, quoteItems } from '@/lib/server/db/schema';

/** A priced item as stored in quote_items / order_items (the engine's numbers, frozen). */
export function itemRow(p: PricedItem, position: number) {
  return {
    position,
    config: p.item as ItemConfig,
    description: p.description,
    quantity: p.item.quantity,
    billableAreaM2: p.billableAreaM2.toFixed(2),
    unitPriceCents: p.unitPriceCents,
    lineTotalCents: p.lineTotalCents,
    breakdown: p.lines.map((l) => ({ label: l.label, amount_cents: l.amountCents })),
  };
}

type StoredItem = typeof quoteItems.$inferSelect | typeof orderItems.$inferSelect;

/** A stored item as the API shows it: its configuration, description and frozen prices. */
export function serializeItem(row: StoredItem) {
  return {
    id: row.id,
    position: row.position,
    ...row.config,
    description: row.description,
    quantity: row.quantity,
    billable_area_m2: row.billableAreaM2,
    unit_price: toDecimal(row.unitPriceCents),
    line_total: toDecimal(row.lineTotalCents),
    lines: row.breakdown.map((l) => ({ label: l.label, amount: toDecimal(l.amount_cents) })),
  };
}

export const money = (cents: number) => toDecimal(cents);
