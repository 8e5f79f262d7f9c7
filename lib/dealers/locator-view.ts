// What the server hands the locator for one URL: this page of the list (not every dealer: the
// map asks GET /api/dealers for its points), the facts the summary says of the whole result,
// and the counts the filter selects show.
import { countByMunicipality, countByState, dealerMunicipalities, type DealerFilters } from './filters';
import { summaryFacts, type SummaryFacts } from './messages';
import { paginate, type Page } from './paging';
import type { Place } from './places';
import { locate, type LocatorEntry } from './results';
import type { Dealer } from '@/lib/contract/dealers';

export type CountedPlace = { id: number; name: string; count: number };

export type LocatorView = {
  /** This page of the list, in order. */
  list: Page<LocatorEntry>;
  facts: SummaryFacts;
  /** Dealers per state id, for the state select: [id, count]. */
  stateCounts: [number, number][];
  /** Matching dealers per state id, for the headings of the page's state groups. */
  groupCounts: [number, number][];
  /** The chosen state's municipalities that have dealers, with their counts (the API lists the rest). */
  municipalities: CountedPlace[];
  /** The places the search text names (found on the server, where the gazetteer is) and that text. */
  places: Place[];
  placesQuery: string;
};

export function locatorView(
  dealers: readonly Dealer[],
  filters: DealerFilters,
  page: number,
  places: Place[] = [],
): LocatorView {
  const result = locate(dealers, filters, null, undefined, places);
  let municipalities: CountedPlace[] = [];
  if (filters.stateId !== null) {
    const counts = countByMunicipality(dealers, filters.stateId);
    municipalities = dealerMunicipalities(dealers, filters.stateId).map((m) => ({
      ...m,
      count: counts.get(m.id) ?? 0,
    }));
  }
  return {
    list: paginate(result.entries, page),
    facts: summaryFacts(result),
    stateCounts: [...countByState(dealers)],
    groupCounts: [...countByState(result.entries.map((entry) => entry.dealer))],
    municipalities,
    places,
    placesQuery: filters.q,
  };
}

/** What the browser's part of the locator needs: the view without the cards (rendered on the server). */
export type LocatorState = Omit<LocatorView, 'list'> & { ids: number[] };

export function locatorState({ list, ...rest }: LocatorView): LocatorState {
  return { ...rest, ids: list.items.map((entry) => entry.dealer.id) };
}
