// The toolbar's counters (GET /api/count-cot, /api/count-orders, /api/count-cart): each answers a
// bare JSON number (spec §7). No zod here: the public header reads this module on every page
// (the reply's schema, for the OpenAPI document, is in ./counters-schema.ts).

export type CounterName = 'cot' | 'orders' | 'cart';

/** The count in a counter reply, or null when the body is not a usable number. */
export function toCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null;
}
