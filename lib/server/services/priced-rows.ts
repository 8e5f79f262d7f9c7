import 'server-only';
import type { PricedItem as EnginePricedItem, PricedQuote } from '@/lib/pricing/types';
import { toDecimal } from '@/lib/pricing/money';
import type { ItemConfig, PricedItem, QuotePrice, StoredItem } from '@/lib/contract/quote-config';
import type { orderItems, quoteItems } from '@/lib/server/db/schema';

// Priced pieces as the API sends them (DESIGN.md): decimal strings with two places.

/**
 * The mount and the finished size the engine computed, for a blind that was told its mount; a
 * piece without one gets nothing, so it reads as before.
 */
function finished(p: EnginePricedItem): Pick<ItemConfig, 'mount' | 'finished_width_cm' | 'finished_height_cm'> {
  if (!p.mount) return {};
  return { mount: p.mount, finished_width_cm: p.finishedWidthCm, finished_height_cm: p.finishedHeightCm };
}

/** A priced item as stored in quote_items / order_items (the engine's numbers, frozen). */
export function itemRow(p: EnginePricedItem, position: number) {
  return {
    position,
    config: { ...(p.item as ItemConfig), ...finished(p) },
    description: p.description,
    quantity: p.item.quantity,
    billableAreaM2: p.billableAreaM2.toFixed(2),
    unitPriceCents: p.unitPriceCents,
    lineTotalCents: p.lineTotalCents,
    breakdown: p.lines.map((l) => ({ label: l.label, amount_cents: l.amountCents })),
  };
}

type StoredRow = typeof quoteItems.$inferSelect | typeof orderItems.$inferSelect;

/** A stored item as the API shows it: its configuration, description and frozen prices. */
export function serializeItem(row: StoredRow): StoredItem {
  return {
    id: row.id,
    position: row.position,
    ...row.config,
    description: row.description,
    quantity: row.quantity,
    billable_area_m2: row.billableAreaM2 ?? '0.00', // always written (itemRow); the column allows null
    unit_price: toDecimal(row.unitPriceCents),
    line_total: toDecimal(row.lineTotalCents),
    lines: row.breakdown.map((l) => ({ label: l.label, amount: toDecimal(l.amount_cents) })),
  };
}

export const money = (cents: number) => toDecimal(cents);

/** A piece priced now (quote-price, the cart): the engine's result with its measured area. */
export function serializePricedItem(p: EnginePricedItem): PricedItem {
  return {
    ...p.item,
    description: p.description,
    width_cm: p.widthCm,
    ...(p.item.line === 'toldos' ? { projection_cm: p.heightCm } : { height_cm: p.heightCm }),
    ...finished(p),
    measured_area_m2: p.measuredAreaM2.toFixed(2),
    billable_area_m2: p.billableAreaM2.toFixed(2),
    unit_price: toDecimal(p.unitPriceCents),
    line_total: toDecimal(p.lineTotalCents),
    lines: p.lines.map((line) => ({ label: line.label, amount: toDecimal(line.amountCents) })),
  };
}

/** POST /api/quote-price's reply. */
export function serializePricedQuote(q: PricedQuote): QuotePrice {
  return {
    items: q.items.map(serializePricedItem),
    subtotal: toDecimal(q.subtotalCents),
    tax: toDecimal(q.taxCents),
    total: toDecimal(q.totalCents),
    currency: 'MXN',
    price_list: q.priceList,
  };
}
