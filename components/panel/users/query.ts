// The users list's filters as they live in the address bar (?search=&role=&page=&per_page=)
// and as GET /api/list-users takes them. Pure: no React, no window.

import type { UserListQuery, RoleName } from '@/lib/contract/users';

export type UserFilters = {
  search: string;
  role: RoleName | '';
  page: number;
  perPage: number;
};

const DEFAULT_PER_PAGE = 15;
export const PER_PAGE_OPTIONS = [15, 30, 50, 100] as const;
/** The server refuses longer searches (lib/contract/users.ts, listUsersQuerySchema). */
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

export const DEFAULT_FILTERS: UserFilters = Object.freeze({ search: '', role: '', page: 1, perPage: DEFAULT_PER_PAGE });

const ROLE_NAMES: readonly RoleName[] = ['admin', 'distributor', 'customer'];

function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** A whole number from `min` to `max` written in digits only, else null. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
}

/** Reads the filters from a query string; anything missing or invalid takes its default. */
export function filtersFromSearchParams(params: Pick<URLSearchParams, 'get'>): UserFilters {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const role = (params.get('role') ?? '').trim();
  const perPage = wholeNumber(params.get('per_page'), 1, 100);
  return {
    search,
    role: isRoleName(role) ? role : '',
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    perPage: perPage !== null && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/**
 * The query string of the screen's URL, without the "?" and without default values, so the
 * plain /panel/usuarios stays plain. Keys in a fixed order: the same filters, the same URL.
 */
export function filtersToSearchString(filters: UserFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  if (filters.role !== '') params.set('role', filters.role);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(filters.perPage));
  return params.toString();
}

/** `/panel/usuarios?…` for these filters. */
export function usersScreenHref(filters: UserFilters, pathname = '/panel/usuarios'): string {
  const search = filtersToSearchString(filters);
  return search === '' ? pathname : `${pathname}?${search}`;
}

/** What GET /api/list-users receives (the page size is always sent, so every page agrees). */
export function filtersToListQuery(filters: UserFilters): UserListQuery {
  const query: UserListQuery = { page: filters.page, per_page: filters.perPage };
  const search = filters.search.trim();
  if (search !== '') query.search = search;
  if (filters.role !== '') query.role = filters.role;
  return query;
}

/** New filters after a change: a new search, role or page size starts again at page 1. */
export function changeFilters(current: UserFilters, change: Partial<UserFilters>): UserFilters {
  const next = { ...current, ...change };
  const resetsPage =
    (change.search !== undefined && change.search.trim() !== current.search.trim()) ||
    (change.role !== undefined && change.role !== current.role) ||
    (change.perPage !== undefined && change.perPage !== current.perPage);
  if (resetsPage && change.page === undefined) next.page = 1;
  return next;
}

export function hasActiveFilters(filters: UserFilters): boolean {
  return filters.search.trim() !== '' || filters.role !== '';
}

export function sameFilters(a: UserFilters, b: UserFilters): boolean {
  return filtersToSearchString(a) === filtersToSearchString(b);
}
