// The toolbar's counters (GET /api/count-cot, /api/count-orders, /api/count-cart): each answers a
// bare JSON number (spec §7).
import './zod-config';
import { z } from 'zod';

/** A counter's reply: a bare non-negative integer. */
export const countSchema = z.number().int().min(0);

export type CounterName = 'cot' | 'orders' | 'cart';

/** The count in a counter reply, or null when the body is not a usable number. */
export function toCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null;
}
