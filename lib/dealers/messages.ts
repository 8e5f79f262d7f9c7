// The sentence above the list that says what it shows ("3 distribuidores en Jalisco."), and
// what happened when the filters found nothing. Read out by screen readers (role="status").
import { PRODUCT_LABELS, SERVICE_LABELS } from '@/lib/contract/dealer-offer';
import type { DealerFilters } from './filters';
import type { Place } from './places';
import type { LocatorResult, Reference } from './results';
import { stateInfo } from './states';

type PlaceNames = { state: string | null; municipality: string | null };

type Summary = {
  text: string;
  /** `notice`: the filters found nothing (the list shows something else, or nothing). */
  tone: 'info' | 'notice';
};

export function dealerCount(n: number): string {
  return n === 1 ? '1 distribuidor' : `${n} distribuidores`;
}

function placePhrase(filters: DealerFilters, names: PlaceNames): string {
  if (filters.municipalityId !== null) {
    const municipality = names.municipality ?? 'el municipio elegido';
    return names.state ? ` en ${municipality}, ${names.state}` : ` en ${municipality}`;
  }
  if (filters.stateId !== null) return ` en ${names.state ?? 'el estado elegido'}`;
  return '';
}

/** " que venden toldos, con instalación" ({n}: singular or plural ending). */
function offerPhrase(filters: DealerFilters): string {
  const product = filters.product ? ` que vend{n} ${PRODUCT_LABELS[filters.product].toLowerCase()}` : '';
  const service = filters.service ? `${product ? ',' : ''} con ${SERVICE_LABELS[filters.service].toLowerCase()}` : '';
  return product + service;
}

/** "Cancún, Quintana Roo". */
export function placeLabel(place: Pick<Place, 'name' | 'stateId'>): string {
  const state = stateInfo(place.stateId);
  return state ? `${place.name}, ${state.name}` : place.name;
}

/** "Cancún (Benito Juárez, Quintana Roo)", or "Zapopan, Jalisco" when the place is its municipality's namesake. */
function placeWithMunicipality(place: Place): string {
  const label = placeLabel(place);
  if (place.municipality === place.name) return label;
  return `${place.name} (${place.municipality}${label === place.name ? '' : label.slice(place.name.length)})`;
}

function referencePhrase(reference: Reference): string {
  if (reference.kind === 'user') return 'a tu ubicación';
  if (reference.kind === 'place') return `a ${placeLabel(reference.place)}`;
  const { state } = reference;
  if (state.id === 9) return 'al centro de la Ciudad de México';
  return state.capital === state.name
    ? `a la ciudad de ${state.capital}`
    : `a ${state.capital}, capital de ${state.name}`;
}

/**
 * What the summary needs of a result: the server sends these for the whole list while it
 * renders one page of it (the page's entries alone would miscount the states).
 */
export type SummaryFacts = Pick<LocatorResult, 'matches' | 'order' | 'nearestTo' | 'place'> & {
  states: number;
  shown: number;
};

export function summaryFacts(result: LocatorResult): SummaryFacts {
  const states = new Set(result.entries.map((entry) => entry.dealer.state?.id ?? 0)).size;
  return {
    matches: result.matches,
    order: result.order,
    nearestTo: result.nearestTo,
    place: result.place,
    states,
    shown: result.entries.length,
  };
}

export function resultSummary(input: LocatorResult | SummaryFacts, filters: DealerFilters, names: PlaceNames): Summary {
  const result = 'entries' in input ? summaryFacts(input) : input;
  const query = (filters.q ? ` que coincid{n} con «${filters.q}»` : '') + offerPhrase(filters);
  const place = placePhrase(filters, names);
  if (result.matches > 0 && result.place) {
    // The search named a place: the dealers of its municipality, nearest to it first.
    const offer = offerPhrase(filters).replaceAll('{n}', result.matches === 1 ? 'e' : 'en');
    const order = result.order === 'distance' ? ', del más cercano al más lejano' : '';
    return {
      text: `${dealerCount(result.matches)}${offer} en ${placeWithMunicipality(result.place)}${order}.`,
      tone: 'info',
    };
  }
  if (result.matches > 0) {
    const { states } = result;
    const where = place || (query ? '' : ` en ${states === 1 ? '1 estado' : `${states} estados`}`);
    const order = result.order === 'distance' ? ', del más cercano al más lejano' : '';
    return {
      text: `${dealerCount(result.matches)}${query.replaceAll('{n}', result.matches === 1 ? 'e' : 'en')}${where}${order}.`,
      tone: 'info',
    };
  }
  if (!query && !place) return { text: 'Por ahora no hay distribuidores en el mapa.', tone: 'notice' };
  const missing = `No encontramos distribuidores${query.replaceAll('{n}', 'an')}${place}.`;
  if (!result.nearestTo || result.shown === 0) return { text: missing, tone: 'notice' };
  const n = result.shown;
  const nearest =
    n === 1
      ? `Este es el más cercano ${referencePhrase(result.nearestTo)}.`
      : `Estos son los ${n} más cercanos ${referencePhrase(result.nearestTo)}.`;
  return { text: `${missing} ${nearest}`, tone: 'notice' };
}
