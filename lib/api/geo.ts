// Mexico's states and the municipalities of one (public, and unchanging while a page is open).

import * as calls from '@/lib/contract/calls';
import type { Municipality, State } from '@/lib/contract/geo';
import { pathTo } from './call';
import { usePublicRead } from './public-read';

export function useStates() {
  return usePublicRead<State[]>(calls.states.path);
}

/** Nothing is asked until a state is chosen. */
export function useMunicipalities(stateId: number | null | undefined) {
  return usePublicRead<Municipality[]>(
    typeof stateId === 'number' && stateId > 0 ? pathTo(calls.municipalities, { params: { stateId } }) : null,
  );
}
