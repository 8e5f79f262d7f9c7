// The public header's cart count: one plain GET /api/count-cart, without the API client (SWR,
// the fetch wrapper and its error handling), which every public page would otherwise load.
// Same rules as the client for this call: the bearer token, the API host of loadApiBase, and a
// 401 (an expired token) only means "no count" — never a redirect, the token stays.

import { useEffect, useState } from 'react';
import { countCartCall } from '@/lib/contract/calls/count-cart';
import { loadApiBase } from './config';

/** Window event that asks the header to read the count again (a quote saved, a line added…). */
const COUNTS_CHANGED_EVENT = 'solara:counts-changed';

/** How often an open page re-reads the count (as the panel's counters). */
const REFRESH_MS = 30_000;

/** Tells every count on the page to ask again. */
export function announceCountsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COUNTS_CHANGED_EVENT));
}

/** The count in a reply: a non-negative number (a numeric string counts), else null. */
function toCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null;
}

/** GET /api/count-cart with this token: the count, or null (any failure). */
async function fetchCartCount(token: string): Promise<number | null> {
  try {
    const response = await fetch(`${await loadApiBase()}${countCartCall.path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    return response.ok ? toCount(JSON.parse(await response.text())) : null;
  } catch {
    return null;
  }
}

/**
 * The cart count of the signed-in visitor (`token`), or undefined while unknown, signed out or
 * after a failure. Asked on mount, every 30 s, when the window gets the focus back and when
 * announceCountsChanged() is called.
 */
export function useCartCount(token: string | null | undefined): number | undefined {
  const [known, setKnown] = useState<{ token: string; count: number | null } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    const ask = () => {
      void fetchCartCount(token).then((count) => {
        if (live) setKnown({ token, count });
      });
    };
    ask();
    const timer = window.setInterval(ask, REFRESH_MS);
    window.addEventListener(COUNTS_CHANGED_EVENT, ask);
    window.addEventListener('focus', ask);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener(COUNTS_CHANGED_EVENT, ask);
      window.removeEventListener('focus', ask);
    };
  }, [token]);
  // A count read with another token (the visitor switched accounts) is not this one's.
  return known && known.token === token ? (known.count ?? undefined) : undefined;
}
