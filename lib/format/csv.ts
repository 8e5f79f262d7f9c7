// CSV as both sides write it (server exports, the panel's table exports), by csv-stringify's sync
// build, which has no Node import and so runs in the browser too: RFC 4180 with CRLF line ends,
// UTF-8 with a byte order mark so Excel reads "Galería" and not "GalerÃ­a", and cells that a
// spreadsheet would run as a formula neutralized (OWASP "CSV injection").

import { stringify, type Options } from 'csv-stringify/sync';

/** What a cell may hold: text, a number, yes/no, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

const CSV_MIME = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r\0]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab, CR or NUL before one: ASVS 5.0
 * 1.2.10) gets a leading apostrophe, which Excel and LibreOffice show as text. A plain number
 * ("-150.00") stays a number.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

const OPTIONS: Options = {
  record_delimiter: 'windows',
  // The library quotes commas, quotes and CRLF; a lone LF or CR, a semicolon (Excel's separator in
  // Spanish locales) and edge spaces need quotes too, or a spreadsheet splits or trims the cell.
  quoted_match: /[\r\n;]|^\s|\s$/,
  cast: {
    string: spreadsheetSafe,
    boolean: (value) => (value ? 'Sí' : 'No'),
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
  },
};

/** CSV lines for `rows`, each ending in CRLF; with `header`, its row first; with `bom`, the BOM before all. */
export function csvLines(
  rows: readonly (readonly CsvValue[])[],
  { header, bom = false }: { header?: readonly string[]; bom?: boolean } = {},
): string {
  const records = rows.map((row) => row.map((cell) => cell ?? null));
  // Array records take their cells in order; the columns (keyed by position) only name the header.
  const columns = header?.map((name, i) => ({ key: String(i), header: name }));
  return stringify(records, { ...OPTIONS, bom, ...(columns ? { header: true, columns } : {}) });
}

/** A whole CSV document as a Blob: the BOM, the header row, then the rows. */
export function csvBlob(header: readonly string[], rows: readonly (readonly CsvValue[])[]): Blob {
  return new Blob([csvLines(rows, { header, bom: true })], { type: CSV_MIME });
}
