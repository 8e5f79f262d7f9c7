'use client';

// Quantity changes of the cart: shown at once (optimistic), sent after a pause (debounced PUT),
// and rolled back to the server's figure with its message when the server refuses.

import { useCallback, useEffect, useRef, useState } from 'react';
import { updateCartQuantity } from '@/lib/api/cart';
import type { Cart } from '@/lib/contract/cart';
import type { ApiErrorBody } from '@/lib/contract/common';
import { settlePending, withPending, type PendingQuantities } from './cart-quantities';

const QUANTITY_DELAY_MS = 600;

export function useCartQuantities(onCart: (cart: Cart) => void) {
  const [pending, setPending] = useState<PendingQuantities>({});
  const [inFlight, setInFlight] = useState(0);
  const [errors, setErrors] = useState<Readonly<Record<number, ApiErrorBody>>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const scheduled = useRef(new Map<number, number>());
  const sequence = useRef(new Map<number, number>());
  const onCartRef = useRef(onCart);
  useEffect(() => {
    onCartRef.current = onCart;
  }, [onCart]);

  const send = useCallback(async (id: number, quantity: number) => {
    const n = (sequence.current.get(id) ?? 0) + 1;
    sequence.current.set(id, n);
    setInFlight((count) => count + 1);
    const result = await updateCartQuantity(id, quantity);
    setInFlight((count) => count - 1);
    // A later change of the same line has been sent since: its answer decides.
    if (sequence.current.get(id) !== n) return;
    if (result.ok) onCartRef.current(result.data);
    else setErrors((current) => ({ ...current, [id]: result.error }));
    setPending((current) => settlePending(current, id, quantity));
  }, []);

  const change = useCallback(
    (id: number, quantity: number) => {
      setPending((current) => withPending(current, id, quantity));
      setErrors((current) => {
        if (!(id in current)) return current;
        const next = { ...current };
        delete next[id];
        return next;
      });
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      scheduled.current.set(id, quantity);
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          scheduled.current.delete(id);
          void send(id, quantity);
        }, QUANTITY_DELAY_MS),
      );
    },
    [send],
  );

  /** Forgets a line (removed from the cart): nothing more is sent for it. */
  const forget = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    scheduled.current.delete(id);
    sequence.current.set(id, (sequence.current.get(id) ?? 0) + 1);
    setPending((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });
  }, []);

  // Leaving the screen during the pause still saves what was typed.
  useEffect(() => {
    const pendingTimers = timers.current;
    const pendingValues = scheduled.current;
    return () => {
      for (const [id, timer] of pendingTimers) {
        clearTimeout(timer);
        const quantity = pendingValues.get(id);
        if (quantity !== undefined) void updateCartQuantity(id, quantity);
      }
    };
  }, []);

  return { pending, errors, saving: inFlight > 0 || Object.keys(pending).length > 0, change, forget };
}
