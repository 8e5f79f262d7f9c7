// The locator's list in pages (?pagina=2), so the HTML stays small with a thousand dealers:
// the server renders one page of cards, the map asks for every point itself (GET /api/dealers).
import { rangeText } from '@/lib/format/count';
import type { DealerFilters } from './filters';
import { filtersToQuery, LOCATOR_PATH } from './url';

export const PAGE_SIZE = 24;
export const PAGE_PARAM = 'pagina';

/** "3" → 3; anything else (missing, 0, "abc", "2.5") → 1. */
export function parsePage(value: string | string[] | null | undefined): number {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export type Page<T> = {
  items: T[];
  /** 1-based, within 1…pageCount (a page past the end shows the last one). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 when there are none. */
  from: number;
  to: number;
  total: number;
};

export function paginate<T>(items: readonly T[], requested: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page,
    pageCount,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: items.length,
  };
}

/** The locator's URL for these filters and page: "/distribuidores?estado=14&pagina=2" (page 1 has no parameter). */
export function pageHref(filters: DealerFilters, page: number): string {
  const params = new URLSearchParams(filtersToQuery(filters));
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${LOCATOR_PATH}?${query}` : LOCATOR_PATH;
}

/** "Mostrando 25–48 de 1,400" (only when there is more than one page). */
export function pageRange({ from, to, total, pageCount }: Page<unknown>): string | null {
  if (pageCount <= 1) return null;
  return rangeText(from, to, total);
}
