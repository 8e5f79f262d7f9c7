// The table's CSV export: the rows the table holds, written by the same CSV writer as the server's
// exports (lib/format/csv.ts: csv-stringify, UTF-8 with BOM, CRLF, formula cells neutralized).

import { saveBlob } from '@/lib/api/download';
import { csvBlob as documentBlob, csvLines } from '@/lib/format/csv';
import type { DataTableColumn } from './types';

/** The columns a CSV carries: every one with a value, except those with `csv: false`. */
function exportedColumns<T>(columns: readonly DataTableColumn<T>[]) {
  return columns.filter((column) => column.csv !== false && (column.csv || column.accessor));
}

function cells<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]) {
  return rows.map((row) =>
    columns.map((column) => (typeof column.csv === 'function' ? column.csv(row) : column.accessor?.(row))),
  );
}

/** The CSV text of a data table's rows (header first), without the BOM. */
export function tableToCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const exported = exportedColumns(columns);
  return csvLines(cells(exported, rows), { header: exported.map((column) => column.header) });
}

/** The CSV file of a data table's rows: BOM, header, rows. */
export function tableCsvBlob<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): Blob {
  const exported = exportedColumns(columns);
  return documentBlob(
    exported.map((column) => column.header),
    cells(exported, rows),
  );
}

/** Builds the CSV of `rows` and saves it as `filename` (".csv" added when missing). */
export function downloadCsv<T>(filename: string, columns: readonly DataTableColumn<T>[], rows: readonly T[]): void {
  saveBlob(tableCsvBlob(columns, rows), filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`);
}
