// Mexico's states and the municipalities of one (public, and unchanging while a page is open).

import type { Municipality, State } from '@/lib/contract/geo';
import { usePublicRead } from './public-read';

export function useStates() {
  return usePublicRead<State[]>('/api/states');
}

/** Nothing is asked until a state is chosen. */
export function useMunicipalities(stateId: number | null | undefined) {
  return usePublicRead<Municipality[]>(
    typeof stateId === 'number' && stateId > 0 ? `/api/municipality/${stateId}` : null,
  );
}
