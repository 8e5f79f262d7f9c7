// One quote (GET /api/quotes/{id}); key null without a token or a valid id.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { quotePath, type Quote } from '../sales-endpoints';
import { useStoredToken } from './use-stored-token';

const fetchQuote = (path: string) => swrFetcher<Quote>(path);

export function useQuoteDetail(id: number | null) {
  const token = useStoredToken();
  const key = token && id !== null && id > 0 ? quotePath(id) : null;
  const { data, error, isLoading, mutate } = useSWR<Quote, ApiError>(key, fetchQuote);
  return { data, error, isLoading, mutate };
}
