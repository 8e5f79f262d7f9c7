// Mexico's states and the municipalities of one (public, and unchanging while a page is open).

import type { Municipality, State } from '@/lib/contract/geo';
import { STATIC_DATA, useApi } from './swr';

export function useStates() {
  return useApi<State[]>('/api/states', { ...STATIC_DATA, access: 'public' });
}

/** Nothing is asked until a state is chosen. */
export function useMunicipalities(stateId: number | null | undefined) {
  const path = typeof stateId === 'number' && stateId > 0 ? `/api/municipality/${stateId}` : null;
  return useApi<Municipality[]>(path, { ...STATIC_DATA, access: 'public' });
}
