// What the locator lists for a set of filters and (optionally) the visitor's location:
// the matching dealers, by state or nearest first, or, when the filters match nothing,
// the nearest dealers to the visitor or to the chosen state's capital, saying so.
import { filterDealers, hasFilters, NO_FILTERS, type DealerFilters } from './filters';
import { distanceKm, type LatLng } from './geo';
import { dealerTitle, groupByState } from './group';
import { stateInfo, type StateInfo } from './states';
import type { Dealer } from '@/lib/contract/dealers';

export type LocatorEntry = { dealer: Dealer; /** From the reference point; null when listed by state. */ km: number | null };

/** Where "nearest" is measured from. */
export type Reference = { kind: 'user'; point: LatLng } | { kind: 'capital'; point: LatLng; state: StateInfo };

export type LocatorResult = {
  /** The list, in order. */
  entries: LocatorEntry[];
  /** `state`: grouped by state (no location); `distance`: nearest first, with `km`. */
  order: 'state' | 'distance';
  /** How many dealers match the filters. */
  matches: number;
  /**
   * Set when the filters match nothing but there is somewhere to measure from: `entries` are
   * then the nearest dealers of all to that point.
   */
  nearestTo: Reference | null;
};

/** How many dealers the "nothing here, but these are the nearest" list shows. */
export const NEAREST_COUNT = 3;

/** Dealers nearest first from a point (ties by name), each with its distance. */
export function sortByDistance(dealers: readonly Dealer[], point: LatLng): LocatorEntry[] {
  return dealers
    .map((dealer) => ({ dealer, km: distanceKm(point, dealer.coordinates) }))
    .sort((a, b) => a.km - b.km || dealerTitle(a.dealer).localeCompare(dealerTitle(b.dealer), 'es-MX') || a.dealer.id - b.dealer.id);
}

/** The list in state order, as `groupByState` shows it. */
export function byStateOrder(dealers: readonly Dealer[]): LocatorEntry[] {
  return groupByState(dealers).flatMap((group) => group.dealers.map((dealer) => ({ dealer, km: null })));
}

/** Where to measure "nearest" from when the filters find nothing: the visitor, else the state's capital. */
export function fallbackReference(filters: DealerFilters, user: LatLng | null): Reference | null {
  if (user) return { kind: 'user', point: user };
  const state = stateInfo(filters.stateId);
  return state ? { kind: 'capital', point: { lat: state.lat, lng: state.lng }, state } : null;
}

export function locate(dealers: readonly Dealer[], filters: DealerFilters, user: LatLng | null, nearestCount = NEAREST_COUNT): LocatorResult {
  const matching = filterDealers(dealers, filters);
  if (matching.length > 0) {
    return user
      ? { entries: sortByDistance(matching, user), order: 'distance', matches: matching.length, nearestTo: null }
      : { entries: byStateOrder(matching), order: 'state', matches: matching.length, nearestTo: null };
  }
  const reference = hasFilters(filters) ? fallbackReference(filters, user) : null;
  // The nearest still sell and do what was asked: only the place and the text are let go.
  const pool = filterDealers(dealers, { ...NO_FILTERS, product: filters.product, service: filters.service });
  if (!reference || pool.length === 0) return { entries: [], order: user ? 'distance' : 'state', matches: 0, nearestTo: null };
  return { entries: sortByDistance(pool, reference.point).slice(0, nearestCount), order: 'distance', matches: 0, nearestTo: reference };
}
