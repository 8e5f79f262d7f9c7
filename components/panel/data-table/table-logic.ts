// Pure parts of the data table: search, sort and paging. No React, so they are easy to test.

import { rangeText } from '@/lib/format/count';
import type { CellValue, DataTableColumn, SortState } from './types';

/** Lower case, no accents, single spaces: "  Galería  ÑANDÚ" → "galeria nandu". */
export function normalizeText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rows whose fields contain every word of `query` (in any field, any order). */
export function searchRows<T>(rows: readonly T[], query: string, fields: (row: T) => readonly CellValue[]): T[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = fields(row).map(normalizeText).join(' ');
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator('es-MX', { numeric: true, sensitivity: 'base' });

function isBlank(value: CellValue): boolean {
  return value === null || value === undefined || value === '';
}

/** Numbers as numbers (also numeric strings like "1234.50"), text by Spanish rules; blanks last. */
export function compareValues(a: CellValue, b: CellValue): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  const numA = typeof a === 'number' ? a : typeof a === 'string' && /^-?\d+(\.\d+)?$/.test(a) ? Number(a) : NaN;
  const numB = typeof b === 'number' ? b : typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(numA) && !Number.isNaN(numB)) return numA - numB;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A stable sort by one column; blanks stay at the end in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState | null | undefined,
): T[] {
  const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
  if (!sort || !column?.accessor) return [...rows];
  const accessor = column.accessor;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: accessor(row) }))
    .sort((x, y) => {
      if (isBlank(x.value) || isBlank(y.value)) return compareValues(x.value, y.value) || x.index - y.index;
      return compareValues(x.value, y.value) * factor || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a header's button is pressed: a new column starts ascending, the same one flips. */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState {
  if (current?.columnId === columnId) return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { columnId, direction: 'asc' };
}

type PageInfo = { page: number; pageCount: number; from: number; to: number; total: number };

/** Clamps `page` (1-based) to what exists and says which rows it shows (1-based, inclusive). */
export function pageInfo(total: number, page: number, pageSize: number): PageInfo {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const from = total === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(total, current * size);
  return { page: current, pageCount, from, to, total };
}

export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const { from, to } = pageInfo(rows.length, page, pageSize);
  return from === 0 ? [] : rows.slice(from - 1, to);
}

/** "Mostrando 1–15 de 120" (or "Sin resultados"). */
export function rangeLabel({ from, to, total }: PageInfo): string {
  if (total === 0) return 'Sin resultados';
  return rangeText(from, to, total);
}
