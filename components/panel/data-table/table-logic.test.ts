import {
  compareValues,
  nextSort,
  normalizeText,
  pageInfo,
  pageRows,
  rangeLabel,
  searchRows,
  sortRows,
} from './table-logic';
import type { DataTableColumn } from './types';

type Row = { id: number; name: string; price: string; stock: number | null };
const rows: Row[] = [
  { id: 1, name: 'Screen 5 %', price: '1200.00', stock: 30 },
  { id: 2, name: 'Blackout Ébano', price: '950.50', stock: null },
  { id: 3, name: 'blackout Arena', price: '10000.00', stock: 4 },
  { id: 4, name: 'Galería Ñandú', price: '99.90', stock: 12 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', accessor: (r) => r.name, sortable: true },
  { id: 'price', header: 'Precio', accessor: (r) => r.price, sortable: true },
  { id: 'stock', header: 'Existencia', accessor: (r) => r.stock, sortable: true },
];
const ids = (list: Row[]) => list.map((r) => r.id);

it('normalizeText ignores case, accents and extra spaces', () => {
  expect(normalizeText('  Galería   ÑANDÚ ')).toBe('galeria nandu');
  expect(normalizeText(null)).toBe('');
  expect(normalizeText(12)).toBe('12');
});

describe('searchRows', () => {
  const fields = (r: Row) => [r.name, r.price];
  it('matches every word anywhere, without accents or case', () => {
    expect(ids(searchRows(rows, 'BLACKOUT', fields))).toEqual([2, 3]);
    expect(ids(searchRows(rows, 'ebano blackout', fields))).toEqual([2]);
    expect(ids(searchRows(rows, 'galeria nandu', fields))).toEqual([4]);
    expect(ids(searchRows(rows, '99.9', fields))).toEqual([4]);
  });
  it('returns every row for a blank query and none when a word is missing', () => {
    expect(ids(searchRows(rows, '   ', fields))).toEqual([1, 2, 3, 4]);
    expect(searchRows(rows, 'blackout zzz', fields)).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts text by Spanish rules, ignoring case', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'name', direction: 'asc' }))).toEqual([3, 2, 4, 1]);
    expect(ids(sortRows(rows, columns, { columnId: 'name', direction: 'desc' }))).toEqual([1, 4, 2, 3]);
  });
  it('sorts numeric strings as numbers', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'price', direction: 'asc' }))).toEqual([4, 2, 1, 3]);
  });
  it('keeps blanks last in both directions', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'stock', direction: 'asc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortRows(rows, columns, { columnId: 'stock', direction: 'desc' }))).toEqual([1, 4, 3, 2]);
  });
  it('is stable and leaves the input alone; an unknown column keeps the order', () => {
    const same = [
      { id: 1, name: 'a', price: '1', stock: 1 },
      { id: 2, name: 'A', price: '1', stock: 1 },
    ];
    expect(ids(sortRows(same, columns, { columnId: 'name', direction: 'desc' }))).toEqual([1, 2]);
    expect(ids(sortRows(rows, columns, { columnId: 'nope', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
  });
  it('compareValues: numbers before nothing, booleans', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
  });
});

it('nextSort starts a new column ascending and flips the current one', () => {
  expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name')).toEqual({ columnId: 'name', direction: 'desc' });
  expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  expect(nextSort({ columnId: 'name', direction: 'desc' }, 'price')).toEqual({ columnId: 'price', direction: 'asc' });
});

describe('paging', () => {
  it('pageInfo says which rows a page shows and clamps the page', () => {
    expect(pageInfo(120, 1, 15)).toEqual({ page: 1, pageCount: 8, from: 1, to: 15, total: 120 });
    expect(pageInfo(120, 8, 15)).toEqual({ page: 8, pageCount: 8, from: 106, to: 120, total: 120 });
    expect(pageInfo(121, 9, 15)).toMatchObject({ page: 9, from: 121, to: 121 });
    expect(pageInfo(20, 5, 15)).toMatchObject({ page: 2, from: 16, to: 20 });
    expect(pageInfo(0, 3, 15)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
  it('pageRows slices the page', () => {
    const many = Array.from({ length: 35 }, (_, i) => i + 1);
    expect(pageRows(many, 3, 15)).toEqual([31, 32, 33, 34, 35]);
    expect(pageRows([], 1, 15)).toEqual([]);
  });
  it('rangeLabel reads "Mostrando 1–15 de 120"', () => {
    expect(rangeLabel(pageInfo(120, 1, 15))).toBe('Mostrando 1–15 de 120');
    expect(rangeLabel(pageInfo(1500, 2, 15))).toBe('Mostrando 16–30 de 1,500');
    expect(rangeLabel(pageInfo(0, 1, 15))).toBe('Sin resultados');
  });
});
