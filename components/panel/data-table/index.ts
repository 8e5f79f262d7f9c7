// The dashboard's generic table. Usage and props: README.md beside this file.
export { DataTable, TableSelect } from './data-table';
export type { DataTableColumn } from './types';
