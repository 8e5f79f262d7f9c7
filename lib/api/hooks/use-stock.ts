// The inventory (GET /api/catalogs): fabric colours, galleries, motors and accessories with
// their stock. One cache entry for the three stock screens. No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { StockItem } from '../panel-endpoints';
import { useStoredToken } from './use-stored-token';

export const STOCK_PATH = '/api/catalogs';

const fetchStock = (path: string) => swrFetcher<StockItem[]>(path);

export function useStock() {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<StockItem[], ApiError>(token ? STOCK_PATH : null, fetchStock);
  return { data, error, isLoading, mutate };
}
