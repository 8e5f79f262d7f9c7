// Shared by the three counter hooks: fetches a bare-number count and copies it into the
// session store, so the toolbar and anything reading the store show the same figure.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import { toCount } from '../count';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../errors';
import { setCounter, type CounterName } from '../session';
import { useStoredToken } from './use-stored-token';

export const COUNTER_PATHS: Record<CounterName, string> = {
  cot: '/api/count-cot',
  orders: '/api/count-orders',
  cart: '/api/count-cart',
};

async function fetchCount(path: string): Promise<number> {
  const count = toCount(await swrFetcher<unknown>(path));
  if (count === null) throw new ApiError(200, { message: UNEXPECTED_RESPONSE_MESSAGE });
  return count;
}

/** How often an open panel re-reads its counters (SWR also re-reads on focus). */
export const COUNTER_REFRESH_MS = 30_000;

export function useCounter(name: CounterName) {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<number, ApiError>(token ? COUNTER_PATHS[name] : null, fetchCount, {
    onSuccess: (count) => setCounter(name, count),
    refreshInterval: COUNTER_REFRESH_MS,
  });
  return { data, error, isLoading, mutate };
}
