// One order with its items and status history (GET /api/orders/{id}); key null without a token
// or a valid id.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { orderPath, type Order } from '../sales-endpoints';
import { useStoredToken } from './use-stored-token';

const fetchOrder = (path: string) => swrFetcher<Order>(path);

export function useOrderDetail(id: number | null) {
  const token = useStoredToken();
  const key = token && id !== null && id > 0 ? orderPath(id) : null;
  const { data, error, isLoading, mutate } = useSWR<Order, ApiError>(key, fetchOrder);
  return { data, error, isLoading, mutate };
}
