// A page of quotes: the user's own (`own`, GET /api/quotes) or its customers' (`served`,
// GET /api/quotes-admin). Key null without a token. The previous page stays on screen while the
// next one loads.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { salesListPath, type Quote, type SalesListQuery, type SalesScope } from '../sales-endpoints';
import type { Paginated } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchQuotes = (path: string) => swrFetcher<Paginated<Quote>>(path);

export function useQuotes(scope: SalesScope, query: SalesListQuery) {
  const token = useStoredToken();
  const key = token ? salesListPath('quotes', scope, query) : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Paginated<Quote>, ApiError>(key, fetchQuotes, { keepPreviousData: true });
  return { data, error, isLoading, isValidating, mutate };
}
