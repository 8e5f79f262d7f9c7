'use client';

// The filters and the page of a sales list live in the URL
// (?estado=&buscar=&pagina=&por_pagina=), so a filtered page can be shared, reloaded and
// reached with the back button.

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/** A whole number from a query-string value, or null: "3" → 3; "x", "0", "-1" → null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export type ListParams = { status: string; search: string; page: number; perPage: number };

export const SEARCH_MAX = 100;
/** Page sizes offered (the API accepts up to 100); the first is the default. */
export const PAGE_SIZES = [15, 30, 60, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** Reads the filters from a query string; an unknown status, page or page size is ignored. */
export function readListParams(params: Pick<URLSearchParams, 'get'>, statuses: readonly string[]): ListParams {
  const status = params.get('estado') ?? '';
  const perPage = positiveInt(params.get('por_pagina'));
  return {
    status: statuses.includes(status) ? status : '',
    search: (params.get('buscar') ?? '').slice(0, SEARCH_MAX),
    page: positiveInt(params.get('pagina')) ?? 1,
    perPage: perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a list ("" when all is default), leaving out empty values, page 1 and the default size. */
export function listQueryString(params: Partial<ListParams>): string {
  const query = new URLSearchParams();
  if (params.status) query.set('estado', params.status);
  const search = params.search?.trim();
  if (search) query.set('buscar', search);
  if (params.page && params.page > 1) query.set('pagina', String(params.page));
  if (params.perPage && params.perPage !== DEFAULT_PAGE_SIZE) query.set('por_pagina', String(params.perPage));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The list's parameters from the URL, and the ways to change them. */
export function useListParams(statuses: readonly string[]) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const params = readListParams(searchParams, statuses);
  const { status, search, perPage } = params;

  /** A new filter replaces the URL (no history entry per keystroke) and goes back to page 1. */
  const setFilters = useCallback(
    (patch: Partial<Pick<ListParams, 'status' | 'search'>>) => {
      router.replace(`${pathname}${listQueryString({ status, search, perPage, ...patch, page: 1 })}`, {
        scroll: false,
      });
    },
    [router, pathname, status, search, perPage],
  );

  /** Another page is a new history entry, so the back button returns to the previous one. */
  const goToPage = useCallback(
    (page: number) =>
      router.push(`${pathname}${listQueryString({ status, search, perPage, page })}`, { scroll: false }),
    [router, pathname, status, search, perPage],
  );

  const setPerPage = useCallback(
    (size: number) =>
      router.replace(`${pathname}${listQueryString({ status, search, perPage: size, page: 1 })}`, { scroll: false }),
    [router, pathname, status, search],
  );

  return { params, setFilters, goToPage, setPerPage, pathname };
}
