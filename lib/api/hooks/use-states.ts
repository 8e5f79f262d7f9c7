// Mexico's states, for address selects. Public and unchanging: fetched once.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { State } from '../types';
import { STATIC_DATA } from './static-data';

const fetchStates = (path: string) => swrFetcher<State[]>(path);

export function useStates() {
  const { data, error, isLoading } = useSWR<State[], ApiError>('/api/states', fetchStates, STATIC_DATA);
  return { data, error, isLoading };
}
