// The engine's result as the API sends it (DESIGN.md): decimal strings with two places.
import { toDecimal } from './money';
import type { PricedItem, PricedQuote } from './types';

export function serializePricedItem(p: PricedItem) {
  return {
    ...p.item,
    description: p.description,
    width_cm: p.widthCm,
    ...(p.item.line === 'toldos' ? { projection_cm: p.heightCm } : { height_cm: p.heightCm }),
    measured_area_m2: p.measuredAreaM2.toFixed(2),
    billable_area_m2: p.billableAreaM2.toFixed(2),
    unit_price: toDecimal(p.unitPriceCents),
    line_total: toDecimal(p.lineTotalCents),
    lines: p.lines.map((line) => ({ label: line.label, amount: toDecimal(line.amountCents) })),
  };
}

export function serializePricedQuote(q: PricedQuote) {
  return {
    items: q.items.map(serializePricedItem),
    subtotal: toDecimal(q.subtotalCents),
    tax: toDecimal(q.taxCents),
    total: toDecimal(q.totalCents),
    currency: 'MXN' as const,
    price_list: q.priceList,
  };
}

export type SerializedQuotePrice = ReturnType<typeof serializePricedQuote>;
