import type { ReactNode } from 'react';

/** A value the table can sort, search and export: what `accessor` returns. */
export type CellValue = string | number | boolean | null | undefined;

type SortDirection = 'asc' | 'desc';
export type SortState = { columnId: string; direction: SortDirection };

export type DataTableColumn<T> = {
  /** Unique within the table; names the column in `defaultSort` and `server.sort`. */
  id: string;
  /** Header text; also the column's heading in the CSV. */
  header: string;
  /** Hides the header text visually (an actions column); screen readers still hear it. */
  headerHidden?: boolean;
  /** The plain value: sorting, the default cell and the CSV all use it. */
  accessor?: (row: T) => CellValue;
  /** What the cell shows, when it is more than the plain value (badges, links, inputs). */
  render?: (row: T) => ReactNode;
  /** Adds a sort button to the header (needs `accessor`, unless the server sorts). */
  sortable?: boolean;
  /** `end` for figures (money, stock). Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** The CSV value, when it differs from `accessor`; `false` leaves the column out of the CSV. */
  csv?: ((row: T) => CellValue) | false;
  /** Makes the cell a row header (`<th scope="row">`), usually the name column. */
  rowHeader?: boolean;
  /** Minimum width (CSS), to keep a column readable while the table scrolls sideways. */
  minWidth?: string;
};

/** Paging done by the server (e.g. Laravel's paginator): the rows are already one page. */
type ServerPaging = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The server's order; when given, sort buttons call `onSortChange` instead of sorting the page. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
};

export type DataTableProps<T> = {
  /**
   * The table's accessible name (its caption) and the label of its scroll region. Not the
   * page's h1: PanelPage is a region named by it, and axe refuses two regions with one name.
   */
  label: string;
  /** Shows the caption above the table instead of keeping it for screen readers only. */
  showCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  /** `undefined` while loading for the first time. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Shows skeleton rows (also shown while `rows` is undefined). */
  loading?: boolean;
  /** Client-side search box over the values `fields` returns (accents and case ignored). */
  search?: {
    fields: (row: T) => readonly CellValue[];
    label?: string;
    placeholder?: string;
  };
  defaultSort?: SortState;
  /** Page sizes offered; the first is the initial one. Default [15, 30, 60, 120]. */
  pageSizes?: readonly number[];
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode;
  /** A "Exportar CSV" button for the rows that pass the search (all pages). */
  csv?: { filename: string; label?: string; rows?: readonly T[] };
  /** Shown instead of the table when there are no rows at all. */
  empty?: ReactNode;
  /** Shown when the search or filters leave no rows. Default "Ningún resultado…". */
  noMatches?: ReactNode;
  /**
   * Keeps only the rows that pass (the toolbar's filters), before the search. Unlike
   * filtering `rows` yourself, the table then tells "no rows at all" (`empty`) from
   * "nothing passes the filters" (`noMatches`). It runs on every render that changes
   * `rows`, `query` or the sort: keep it cheap (useCallback keeps it from running more).
   */
  filter?: (row: T) => boolean;
  /** Server-side paging instead of the table's own. */
  server?: ServerPaging;
  /** Extra class for a row (e.g. a row being saved). */
  rowClassName?: (row: T) => string | undefined;
};
