// CSV export: RFC 4180 text (CRLF, quotes doubled) that Excel opens with accents intact
// (UTF-8 with a byte order mark), guarded against formula injection.

import { saveBlob } from '@/lib/api/download';
import type { CellValue, DataTableColumn } from './types';

const NEEDS_QUOTES = /[",\r\n;]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV field: quoted when it holds a quote, comma, semicolon, line break or edge spaces. */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  let text = value;
  // A cell starting with = + - @ would run as a formula in a spreadsheet; a number stays a number.
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one line per row (CRLF line ends). */
export function toCsv(headers: readonly string[], lines: readonly (readonly CellValue[])[]): string {
  return [headers, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The CSV of a data table's rows: every column except those with `csv: false`. */
export function tableToCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((column) => column.csv !== false && (column.csv || column.accessor));
  return toCsv(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => (typeof column.csv === 'function' ? column.csv(row) : column.accessor?.(row)))),
  );
}

/** UTF-8 with a byte order mark, so Excel reads "Galería" and not "GalerÃ­a". */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** Builds the CSV of `rows` and saves it as `filename` (".csv" added when missing). */
export function downloadCsv<T>(filename: string, columns: readonly DataTableColumn<T>[], rows: readonly T[]): void {
  saveBlob(csvBlob(tableToCsv(columns, rows)), filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`);
}
