// The dashboard's generic table. Usage and props: README.md beside this file.
export { DataTable, TableSelect } from './data-table';
export { downloadCsv, tableCsvBlob, tableToCsv } from './csv';
export { compareValues, normalizeText, pageInfo, rangeLabel, searchRows, sortRows } from './table-logic';
export type { CellValue, DataTableColumn, DataTableProps, ServerPaging, SortDirection, SortState } from './types';
