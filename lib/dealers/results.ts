// What the locator lists for a set of filters and (optionally) the visitor's location:
// the matching dealers, by state or nearest first, or, when the filters match nothing,
// the nearest dealers to the visitor, to the place searched or to the chosen state's capital,
// saying so. A search that names a place ("Cancún") finds the dealers of its municipality,
// nearest to it first.
import {
  filterDealers,
  foldPlaceName,
  hasFilters,
  matchesFilters,
  matchesText,
  NO_FILTERS,
  type DealerFilters,
} from './filters';
import { distanceKm, type LatLng } from './geo';
import { dealerTitle, groupByState } from './group';
import type { Place } from './places';
import { stateInfo, type StateInfo } from './states';
import type { Dealer } from '@/lib/contract/dealers';

export type LocatorEntry = {
  dealer: Dealer;
  /** From the reference point; null when listed by state. */ km: number | null;
};

/** Where "nearest" is measured from. */
export type Reference =
  | { kind: 'user'; point: LatLng }
  | { kind: 'capital'; point: LatLng; state: StateInfo }
  | { kind: 'place'; point: LatLng; place: Place };

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
  /** The place the search named, when it named one and dealers are there (the list is nearest to it first). */
  place: Place | null;
};

/** How many dealers the "nothing here, but these are the nearest" list shows. */
export const NEAREST_COUNT = 3;

/** Dealers nearest first from a point (ties by name), each with its distance. */
export function sortByDistance(dealers: readonly Dealer[], point: LatLng): LocatorEntry[] {
  return dealers
    .map((dealer) => ({ dealer, km: distanceKm(point, dealer.coordinates) }))
    .sort(
      (a, b) =>
        a.km - b.km || dealerTitle(a.dealer).localeCompare(dealerTitle(b.dealer), 'es-MX') || a.dealer.id - b.dealer.id,
    );
}

/** The list in state order, as `groupByState` shows it. */
function byStateOrder(dealers: readonly Dealer[]): LocatorEntry[] {
  return groupByState(dealers).flatMap((group) => group.dealers.map((dealer) => ({ dealer, km: null })));
}

/**
 * Where to measure "nearest" from when the filters find nothing: the visitor, else the place
 * searched, else the state's capital.
 */
function fallbackReference(filters: DealerFilters, user: LatLng | null, place: Place | null = null): Reference | null {
  if (user) return { kind: 'user', point: user };
  if (place) return { kind: 'place', point: place.point, place };
  const state = stateInfo(filters.stateId);
  return state ? { kind: 'capital', point: { lat: state.lat, lng: state.lng }, state } : null;
}

/** The dealer is in the place's municipality: by INEGI code, or by name from a host without codes. */
function isInPlace(dealer: Dealer, place: Place): boolean {
  if (dealer.state?.id !== place.stateId || !dealer.municipality) return false;
  const { code, name } = dealer.municipality;
  return code ? code === place.municipalityCode : foldPlaceName(name) === foldPlaceName(place.municipality);
}

/**
 * `places`: what the search text names (lib/dealers/places.ts, found on the server); a dealer
 * matches the text by its name, company, city or state, or by being in one of those places.
 */
export function locate(
  dealers: readonly Dealer[],
  filters: DealerFilters,
  user: LatLng | null,
  nearestCount = NEAREST_COUNT,
  places: readonly Place[] = [],
): LocatorResult {
  const matching =
    places.length === 0
      ? filterDealers(dealers, filters)
      : dealers.filter(
          (d) =>
            matchesFilters(d, { ...filters, q: '' }) &&
            (matchesText(d, filters.q) || places.some((p) => isInPlace(d, p))),
        );
  // One place named: the list is nearest to it (the visitor's own location comes first).
  const place = places.length === 1 ? places[0]! : null;
  const origin = user ?? place?.point ?? null;
  if (matching.length > 0) {
    const found = { matches: matching.length, nearestTo: null, place: places.length > 0 ? place : null };
    return origin
      ? { entries: sortByDistance(matching, origin), order: 'distance', ...found }
      : { entries: byStateOrder(matching), order: 'state', ...found };
  }
  const reference = hasFilters(filters) ? fallbackReference(filters, user, places[0] ?? null) : null;
  // The nearest still sell and do what was asked: only the place and the text are let go.
  const pool = filterDealers(dealers, { ...NO_FILTERS, product: filters.product, service: filters.service });
  if (!reference || pool.length === 0)
    return { entries: [], order: user ? 'distance' : 'state', matches: 0, nearestTo: null, place: null };
  return {
    entries: sortByDistance(pool, reference.point).slice(0, nearestCount),
    order: 'distance',
    matches: 0,
    nearestTo: reference,
    place: null,
  };
}
