// A page of orders: the user's own (`own`, GET /api/orders) or its customers' (`served`,
// GET /api/orders-admin). Key null without a token. The previous page stays on screen while the
// next one loads.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { salesListPath, type Order, type SalesListQuery, type SalesScope } from '../sales-endpoints';
import type { Paginated } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchOrders = (path: string) => swrFetcher<Paginated<Order>>(path);

export function useOrders(scope: SalesScope, query: SalesListQuery) {
  const token = useStoredToken();
  const key = token ? salesListPath('orders', scope, query) : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Paginated<Order>, ApiError>(key, fetchOrders, { keepPreviousData: true });
  return { data, error, isLoading, isValidating, mutate };
}
