// Mexico's states and the municipalities of one (public, and unchanging while a page is open).

import { municipalitiesCall } from '@/lib/contract/calls/municipalities';
import { statesCall } from '@/lib/contract/calls/states';
import type { Municipality, State } from '@/lib/contract/geo';
import { pathTo } from './call';
import { usePublicRead } from './public-read';

export function useStates() {
  return usePublicRead<State[]>(statesCall.path);
}

/** Nothing is asked until a state is chosen. */
export function useMunicipalities(stateId: number | null | undefined) {
  return usePublicRead<Municipality[]>(
    typeof stateId === 'number' && stateId > 0 ? pathTo(municipalitiesCall, { params: { stateId } }) : null,
  );
}
