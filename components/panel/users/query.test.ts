import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToListQuery,
  filtersToSearchString,
  hasActiveFilters,
  sameFilters,
  usersScreenHref,
  type UserFilters,
} from './query';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filtersFromSearchParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual({ search: '', role: '', page: 1, perPage: 15 });
  });

  it('reads search, role, page and page size', () => {
    expect(read('search=Jorge&role=distributor&page=3&per_page=50')).toEqual({
      search: 'Jorge',
      role: 'distributor',
      page: 3,
      perPage: 50,
    });
  });

  it('trims the search and cuts it at 100 characters', () => {
    expect(read('search=%20%20Villase%C3%B1or%20').search).toBe('Villaseñor');
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it.each([
    ['role=superuser', { role: '' }],
    ['role=1', { role: '' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['per_page=7', { perPage: 15 }],
    ['per_page=1000', { perPage: 15 }],
    ['per_page=x', { perPage: 15 }],
  ])('replaces an invalid value with its default: %s', (query, expected) => {
    expect(read(query)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });
});

describe('filtersToSearchString', () => {
  it('leaves out default values', () => {
    expect(filtersToSearchString(DEFAULT_FILTERS)).toBe('');
    expect(usersScreenHref(DEFAULT_FILTERS)).toBe('/panel/usuarios');
  });

  it('writes the filters in a fixed order, encoded', () => {
    const filters: UserFilters = { search: 'Decor Ventanas & Co', role: 'customer', page: 2, perPage: 30 };
    expect(filtersToSearchString(filters)).toBe('search=Decor+Ventanas+%26+Co&role=customer&page=2&per_page=30');
    expect(usersScreenHref(filters)).toBe(
      '/panel/usuarios?search=Decor+Ventanas+%26+Co&role=customer&page=2&per_page=30',
    );
  });

  it('round-trips through the query string', () => {
    const samples: UserFilters[] = [
      DEFAULT_FILTERS,
      { search: 'ñandú ü', role: 'admin', page: 1, perPage: 100 },
      { search: '', role: '', page: 42, perPage: 15 },
      { search: 'a+b=c?', role: 'distributor', page: 7, perPage: 50 },
    ];
    for (const filters of samples) expect(read(filtersToSearchString(filters))).toEqual(filters);
  });

  it('does not write a search made only of spaces', () => {
    expect(filtersToSearchString({ ...DEFAULT_FILTERS, search: '   ' })).toBe('');
  });
});

describe('filtersToListQuery', () => {
  it('always sends page and page size, and the search and role only when set', () => {
    expect(filtersToListQuery(DEFAULT_FILTERS)).toEqual({ page: 1, per_page: 15 });
    expect(filtersToListQuery({ search: ' Lucía ', role: 'customer', page: 2, perPage: 30 })).toEqual({
      search: 'Lucía',
      role: 'customer',
      page: 2,
      per_page: 30,
    });
  });
});

describe('changeFilters', () => {
  const onPage3: UserFilters = { search: 'jorge', role: '', page: 3, perPage: 15 };

  it('goes back to page 1 for a new search, role or page size', () => {
    expect(changeFilters(onPage3, { search: 'lucia' }).page).toBe(1);
    expect(changeFilters(onPage3, { role: 'admin' }).page).toBe(1);
    expect(changeFilters(onPage3, { perPage: 50 }).page).toBe(1);
  });

  it('keeps the page when nothing that filters changed', () => {
    expect(changeFilters(onPage3, { search: ' jorge ' }).page).toBe(3);
    expect(changeFilters(onPage3, { role: '' }).page).toBe(3);
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('hasActiveFilters and sameFilters', () => {
  it('tells a search or a role from the plain list', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, role: 'admin' })).toBe(true);
  });

  it('compares filters as the address shows them', () => {
    expect(sameFilters({ ...DEFAULT_FILTERS, search: ' x ' }, { ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, page: 2 })).toBe(false);
  });
});
