// The toolbar's counters (spec §3, §7): quotes (`cot`), orders and cart lines, each a bare JSON
// number. The hook copies each count into the session store, so every screen shows one figure.

import { countCartCall } from '@/lib/contract/calls/count-cart';
import { countOrdersCall } from '@/lib/contract/calls/count-orders';
import { countQuotesCall } from '@/lib/contract/calls/count-quotes';
import { toCount, type CounterName } from '@/lib/contract/counters';
import { announceCountsChanged } from './cart-count';
import { UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { setCounter } from './store';
import { revalidatePaths, useApi } from './swr';
import { request, type ApiResult } from './transport';

const COUNTER_PATHS: Record<CounterName, string> = {
  cot: countQuotesCall.path,
  orders: countOrdersCall.path,
  cart: countCartCall.path,
};

/** How often an open panel re-reads its counters (SWR also re-reads on focus). */
const COUNTER_REFRESH_MS = 30_000;

/** One counter; a body that is not a count is a failure. */
export async function fetchCount(name: CounterName): Promise<ApiResult<number>> {
  const result = await request<unknown>(COUNTER_PATHS[name]);
  if (!result.ok) return result;
  const count = toCount(result.data);
  if (count === null)
    return {
      ok: false,
      status: result.status,
      error: { message: UNEXPECTED_RESPONSE_MESSAGE },
      headers: result.headers,
    };
  return { ...result, data: count };
}

/**
 * After a change on the server (a quote saved, an order placed…): the counters, and every
 * cached read under `prefixes`, are asked again where they are on screen.
 */
export function refreshAfterChange(prefixes: readonly string[] = []): Promise<unknown> {
  announceCountsChanged(); // the public header's count (lib/api/cart-count.ts) is not an SWR read
  return revalidatePaths([...Object.values(COUNTER_PATHS), ...prefixes]);
}

/** A counter, asked for only with a token, refreshed every 30 s. */
export function useCounter(name: CounterName) {
  return useApi<number>(COUNTER_PATHS[name], {
    parse: toCount,
    onSuccess: (count) => setCounter(name, count),
    refreshInterval: COUNTER_REFRESH_MS,
  });
}
