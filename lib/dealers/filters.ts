// The locator's filters (state, municipality, text, product sold, service offered) and how a dealer matches them.
import type { Dealer } from '@/lib/contract/dealers';
import type { DealerProduct, DealerService } from '@/lib/contract/dealer-offer';

export type DealerFilters = {
  /** INEGI state id, or null for every state. */
  stateId: number | null;
  /** Municipality id (GET /api/municipality/{stateId}); only meaningful with a state. */
  municipalityId: number | null;
  /** Free text: name, company, city (municipality) or state. Trimmed; "" for none. */
  q: string;
  /** A product line the dealer sells, or null for any. */
  product: DealerProduct | null;
  /** A service the dealer offers, or null for any. */
  service: DealerService | null;
};

export const NO_FILTERS: DealerFilters = { stateId: null, municipalityId: null, q: '', product: null, service: null };

/** Longest text search kept (longer input is cut). */
export const MAX_QUERY_LENGTH = 80;

export function hasFilters(filters: DealerFilters): boolean {
  return (
    filters.stateId !== null ||
    filters.municipalityId !== null ||
    filters.q !== '' ||
    filters.product !== null ||
    filters.service !== null
  );
}

export function sameFilters(a: DealerFilters, b: DealerFilters): boolean {
  return (
    a.stateId === b.stateId &&
    a.municipalityId === b.municipalityId &&
    a.q === b.q &&
    a.product === b.product &&
    a.service === b.service
  );
}

/** Lower case, no accents, single spaces: "  Querétaro  " → "queretaro". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Lower case, no accents, punctuation as spaces, single spaces: "Cancún, Q. Roo" → "cancun q roo". */
export function foldPlaceName(text: string): string {
  // The combining marks of Latin letters (U+0300–U+036F): \p{M} is many times slower, and the
  // gazetteer folds thousands of names when it loads.
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The text a search looks in: name, company, city and state. */
function searchableText(dealer: Dealer): string {
  return normalizeText(
    [dealer.name, dealer.company, dealer.municipality?.name, dealer.state?.name].filter(Boolean).join(' '),
  );
}

/** Every word of the query appears in the dealer's name, company, city or state (accents and case ignored). */
export function matchesText(dealer: Dealer, q: string): boolean {
  const words = normalizeText(q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableText(dealer);
  return words.every((word) => haystack.includes(word));
}

export function matchesFilters(dealer: Dealer, filters: DealerFilters): boolean {
  if (filters.stateId !== null && dealer.state?.id !== filters.stateId) return false;
  if (filters.municipalityId !== null && dealer.municipality?.id !== filters.municipalityId) return false;
  if (filters.product !== null && !dealer.products.includes(filters.product)) return false;
  if (filters.service !== null && !dealer.services.includes(filters.service)) return false;
  return matchesText(dealer, filters.q);
}

export function filterDealers(dealers: readonly Dealer[], filters: DealerFilters): Dealer[] {
  return dealers.filter((dealer) => matchesFilters(dealer, filters));
}

/** How many dealers each state has (state id → count). */
export function countByState(dealers: readonly Dealer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const dealer of dealers) {
    if (dealer.state) counts.set(dealer.state.id, (counts.get(dealer.state.id) ?? 0) + 1);
  }
  return counts;
}

/** How many dealers each municipality of one state has (municipality id → count). */
export function countByMunicipality(dealers: readonly Dealer[], stateId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const dealer of dealers) {
    if (dealer.state?.id === stateId && dealer.municipality) {
      counts.set(dealer.municipality.id, (counts.get(dealer.municipality.id) ?? 0) + 1);
    }
  }
  return counts;
}

/** The municipalities that have dealers in a state, by name (what the server can list without the API). */
export function dealerMunicipalities(dealers: readonly Dealer[], stateId: number): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const dealer of dealers) {
    if (dealer.state?.id === stateId && dealer.municipality) byId.set(dealer.municipality.id, dealer.municipality.name);
  }
  const collator = new Intl.Collator('es-MX');
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}
