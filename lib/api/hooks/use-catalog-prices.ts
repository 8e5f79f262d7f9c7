// Price rows (GET /api/catalogs-prices): customers get public prices, distributors and
// admins also the distributor price (the server decides). No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { PriceRow } from '../panel-endpoints';
import { useStoredToken } from './use-stored-token';

export const CATALOG_PRICES_PATH = '/api/catalogs-prices';

const fetchPrices = (path: string) => swrFetcher<PriceRow[]>(path);

export function useCatalogPrices() {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<PriceRow[], ApiError>(token ? CATALOG_PRICES_PATH : null, fetchPrices);
  return { data, error, isLoading, mutate };
}
