// The signed-in user's five latest quotes, for the dashboard home. No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { ListSummary } from '../panel-endpoints';
import type { Paginated } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchQuotes = (path: string) => swrFetcher<Paginated<ListSummary>>(path);

export function useRecentQuotes(count = 5) {
  const token = useStoredToken();
  const { data, error, isLoading } = useSWR<Paginated<ListSummary>, ApiError>(token ? `/api/quotes?per_page=${count}` : null, fetchQuotes);
  return { data, error, isLoading };
}
