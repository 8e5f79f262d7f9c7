// The cart's quantities: what the user typed, checked the way the server checks it
// (lib/contract/cart.ts), and the optimistic state kept while a PUT is on its way.

import type { Money } from '@/lib/contract/common';
import { decimalToCents, toDecimal as centsToDecimal } from '@/lib/pricing/money';

export const MIN_QUANTITY = 1;
/** The pricing engine's limit per piece (lib/pricing/engine.ts MAX_QUANTITY). */
export const MAX_QUANTITY = 50;

export const QUANTITY_MESSAGE = `Escribe una cantidad entera entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`;

/** "3" → 3; "", "0", "2.5", "51", "x" → null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= MIN_QUANTITY && n <= MAX_QUANTITY ? n : null;
}

/** One step up or down, kept within the limits. */
export function stepQuantity(current: number, delta: 1 | -1): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, current + delta));
}

/** The line total shown while the server has not answered yet: price per piece × quantity. */
export function optimisticLineTotal(unitPrice: Money, quantity: number): Money | null {
  const cents = decimalToCents(unitPrice);
  return cents === null ? null : centsToDecimal(cents * quantity);
}

/** Quantities typed but not yet confirmed by the server, by cart line id. */
export type PendingQuantities = Readonly<Record<number, number>>;

export function withPending(pending: PendingQuantities, id: number, quantity: number): PendingQuantities {
  return { ...pending, [id]: quantity };
}

/**
 * The server answered the PUT that sent `sent` for line `id`. Success or failure, the line goes
 * back to the server's figure (the new cart on success; the old one, a rollback, on failure) —
 * unless the user has typed another quantity since, which stays pending.
 */
export function settlePending(pending: PendingQuantities, id: number, sent: number): PendingQuantities {
  if (pending[id] !== sent) return pending;
  const next = { ...pending };
  delete next[id];
  return next;
}
