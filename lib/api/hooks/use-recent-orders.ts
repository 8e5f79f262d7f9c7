// The signed-in user's five latest orders, for the dashboard home. No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { ListSummary } from '../panel-endpoints';
import type { Paginated } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchOrders = (path: string) => swrFetcher<Paginated<ListSummary>>(path);

export function useRecentOrders(count = 5) {
  const token = useStoredToken();
  const { data, error, isLoading } = useSWR<Paginated<ListSummary>, ApiError>(token ? `/api/orders?per_page=${count}` : null, fetchOrders);
  return { data, error, isLoading };
}
