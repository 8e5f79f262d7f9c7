// The locator's filters in the URL:
// /distribuidores?estado=14&municipio=320&q=toldos&producto=toldos&servicio=instalacion.
// Shareable, and the same parsing runs on the server (first HTML, and the plain GET form
// without JavaScript) and in the browser, so both render the same list.
import { DEALER_PRODUCTS, DEALER_SERVICES } from '@/lib/contract/dealer-offer';
import { MAX_QUERY_LENGTH, NO_FILTERS, type DealerFilters } from './filters';

export const LOCATOR_PATH = '/distribuidores';

export const PARAMS = {
  state: 'estado',
  municipality: 'municipio',
  q: 'q',
  product: 'producto',
  service: 'servicio',
} as const;

/** What Next gives a page (`searchParams`) or the browser (`URLSearchParams`). */
type ParamSource =
  URLSearchParams | { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function read(source: ParamSource, name: string): string | null {
  if (typeof (source as URLSearchParams).get === 'function') return (source as URLSearchParams).get(name);
  const value = (source as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A positive integer id ("14"), else null. */
export function parseId(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function parseQuery(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** One of `values` ("toldos"), else null: an unknown or misspelt value is no filter. */
function parseOneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  const text = value?.trim().toLowerCase() ?? '';
  return values.find((v) => v === text) ?? null;
}

/** Filters from the query string. A municipality without a state is ignored (the form cannot show it). */
export function filtersFromParams(source: ParamSource): DealerFilters {
  const stateId = parseId(read(source, PARAMS.state));
  return {
    stateId,
    municipalityId: stateId === null ? null : parseId(read(source, PARAMS.municipality)),
    q: parseQuery(read(source, PARAMS.q)),
    product: parseOneOf(DEALER_PRODUCTS, read(source, PARAMS.product)),
    service: parseOneOf(DEALER_SERVICES, read(source, PARAMS.service)),
  };
}

/**
 * "estado=14&municipio=320&q=toldos&producto=toldos&servicio=instalacion" (only what is set, always
 * in that order); "" for no filters.
 */
export function filtersToQuery(filters: DealerFilters): string {
  const params = new URLSearchParams();
  if (filters.stateId !== null) {
    params.set(PARAMS.state, String(filters.stateId));
    if (filters.municipalityId !== null) params.set(PARAMS.municipality, String(filters.municipalityId));
  }
  const q = parseQuery(filters.q);
  if (q) params.set(PARAMS.q, q);
  if (filters.product) params.set(PARAMS.product, filters.product);
  if (filters.service) params.set(PARAMS.service, filters.service);
  return params.toString();
}

/** The locator's URL for these filters: "/distribuidores?estado=14". */
export function locatorHref(filters: DealerFilters = NO_FILTERS): string {
  const query = filtersToQuery(filters);
  return query ? `${LOCATOR_PATH}?${query}` : LOCATOR_PATH;
}
