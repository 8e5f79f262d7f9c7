// Municipalities of one state; nothing is requested until a state is chosen.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { Municipality } from '../types';
import { STATIC_DATA } from './static-data';

const fetchMunicipalities = (path: string) => swrFetcher<Municipality[]>(path);

export function useMunicipalities(stateId: number | null | undefined) {
  const key = typeof stateId === 'number' && stateId > 0 ? `/api/municipality/${stateId}` : null;
  const { data, error, isLoading } = useSWR<Municipality[], ApiError>(key, fetchMunicipalities, STATIC_DATA);
  return { data, error, isLoading };
}
