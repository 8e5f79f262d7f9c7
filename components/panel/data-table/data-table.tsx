'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';
import { downloadCsv } from './csv';
import styles from './data-table.module.css';
import { nextSort, pageInfo, pageRows, rangeLabel, searchRows, sortRows } from './table-logic';
import type { CellValue, DataTableColumn, DataTableProps, SortState } from './types';

const DEFAULT_PAGE_SIZES = [15, 30, 60, 120] as const;
const SKELETON_ROWS = 5;

function alignClass(align: DataTableColumn<unknown>['align']): string | undefined {
  return align === 'end' ? styles.end : align === 'center' ? styles.center : undefined;
}

function plainCell(value: CellValue): ReactNode {
  if (value === null || value === undefined || value === '') return <span className={styles.blank}>—</span>;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return value;
}

/**
 * A table for the dashboard's lists: search, sort, pages, CSV, loading and empty states. Narrower
 * than 36rem (a phone) its rows are cards, each value labelled with its column; wider, a table
 * too wide for its place scrolls sideways in a focusable region. See README.md beside this file.
 */
export function DataTable<T>({
  label,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  search,
  defaultSort,
  pageSizes = DEFAULT_PAGE_SIZES,
  toolbar,
  csv,
  empty,
  noMatches,
  server,
  filter,
  rowClassName,
}: DataTableProps<T>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort ?? null);
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState<number>(pageSizes[0] ?? 15);

  const serverSorts = Boolean(server?.onSortChange);
  const sort = serverSorts ? (server?.sort ?? null) : ownSort;
  const pageSize = server ? server.pageSize : ownPageSize;
  const isLoading = loading || rows === undefined;

  // Search and sort apply to every row (all pages); the server's rows arrive searched and sorted.
  const matching = useMemo(() => {
    const all = rows ?? [];
    if (server) return serverSorts ? [...all] : sortRows(all, columns, ownSort);
    const kept = filter ? all.filter(filter) : all;
    const found = search && query ? searchRows(kept, query, search.fields) : [...kept];
    return sortRows(found, columns, ownSort);
  }, [rows, server, serverSorts, filter, search, query, columns, ownSort]);

  // Other filters, other rows: back to page 1 (React's "adjust state when a value changes"
  // pattern). Judged by the count, so an inline `filter` function does not reset every render.
  const [lastCount, setLastCount] = useState(matching.length);
  if (!server && lastCount !== matching.length) {
    setLastCount(matching.length);
    setOwnPage(1);
  }

  const info = server
    ? pageInfo(server.total, server.page, server.pageSize)
    : pageInfo(matching.length, ownPage, ownPageSize);
  const visible = server ? matching : pageRows(matching, info.page, ownPageSize);
  const hasNoRows = !isLoading && (rows?.length ?? 0) === 0 && !(server && server.page > 1);

  function changeSort(columnId: string) {
    const next = nextSort(sort, columnId);
    if (serverSorts) server?.onSortChange?.(next);
    else {
      setOwnSort(next);
      if (!server) setOwnPage(1);
    }
  }

  function goTo(page: number) {
    if (server) server.onPageChange(page);
    else setOwnPage(page);
  }

  function changePageSize(size: number) {
    if (server) server.onPageSizeChange?.(size);
    else {
      setOwnPageSize(size);
      setOwnPage(1);
    }
  }

  const csvRows = csv?.rows ?? matching;
  const searchId = `${id}-buscar`;
  const sizeId = `${id}-filas`;
  // The server searches its own pages: a search box here would only filter the page on screen.
  const showSearch = Boolean(search && !server && !hasNoRows);
  const showToolbar = showSearch || Boolean(toolbar) || Boolean(csv && !hasNoRows);

  return (
    <div className={styles.wrap}>
      {showToolbar ? (
        <div className={styles.toolbar}>
          {search && showSearch ? (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.toolLabel}>
                {search.label ?? 'Buscar'}
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.input}
                value={query}
                placeholder={search.placeholder}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setOwnPage(1);
                }}
              />
            </div>
          ) : null}
          {toolbar}
          {csv && !hasNoRows ? (
            <button
              type="button"
              className={styles.csvButton}
              disabled={isLoading || csvRows.length === 0}
              onClick={() => downloadCsv(csv.filename, columns, csvRows)}
            >
              <span aria-hidden="true" className={styles.csvIcon}>
                ⤓
              </span>
              {csv.label ?? 'Exportar CSV'}
            </button>
          ) : null}
        </div>
      ) : null}

      {hasNoRows && empty ? (
        empty
      ) : (
        <>
          {/* A keyboard user scrolls the wide table with the arrow keys once the region has the focus. */}
          <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
            <table className={styles.table} aria-busy={isLoading || undefined}>
              <caption className={showCaption ? styles.caption : 'visually-hidden'}>{label}</caption>
              <thead>
                <tr>
                  {columns.map((column) => {
                    const sorted = sort?.columnId === column.id ? sort.direction : null;
                    const canSort = column.sortable && (serverSorts || column.accessor);
                    const text = column.headerHidden ? (
                      <span className="visually-hidden">{column.header}</span>
                    ) : (
                      column.header
                    );
                    return (
                      <th
                        key={column.id}
                        scope="col"
                        className={[alignClass(column.align), canSort ? styles.sortableHead : styles.plainHead]
                          .filter(Boolean)
                          .join(' ')}
                        style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {canSort ? (
                          <button type="button" className={styles.sortButton} onClick={() => changeSort(column.id)}>
                            {text}
                            <span aria-hidden="true" className={sorted ? styles.sortIconActive : styles.sortIcon}>
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          text
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {isLoading ? (
                  Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={`skeleton-${index}`} aria-hidden="true" className={styles.skeletonRow}>
                      {columns.map((column) => (
                        <td key={column.id} className={alignClass(column.align)}>
                          <Skeleton width={column.align === 'end' ? '4rem' : index % 2 ? '70%' : '85%'} />
                        </td>
                      ))}
                    </tr>
                  ))
                ) : visible.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length} className={styles.noMatches}>
                      {noMatches ??
                        (query ? `Ningún resultado para «${query}».` : 'No hay resultados con estos filtros.')}
                    </td>
                  </tr>
                ) : (
                  visible.map((row) => (
                    <tr key={rowKey(row)} className={rowClassName?.(row)}>
                      {columns.map((column) => {
                        const content = column.render ? column.render(row) : plainCell(column.accessor?.(row));
                        const className = alignClass(column.align);
                        return column.rowHeader ? (
                          <th
                            key={column.id}
                            scope="row"
                            className={[styles.rowHeader, className].filter(Boolean).join(' ')}
                          >
                            {content}
                          </th>
                        ) : (
                          // The column's name beside the value once the rows are cards (data-table.module.css).
                          <td
                            key={column.id}
                            className={className}
                            data-label={column.headerHidden ? undefined : column.header}
                          >
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {isLoading ? (
            <p role="status" className="visually-hidden">
              Cargando {label.toLocaleLowerCase('es-MX')}…
            </p>
          ) : null}

          <div className={styles.footer}>
            <p className={styles.range} aria-live="polite">
              {isLoading ? '\u00a0' : rangeLabel(info)}
            </p>
            <div className={styles.pager}>
              {server && !server.onPageSizeChange ? null : (
                <div className={styles.pageSize}>
                  <label htmlFor={sizeId}>Filas por página</label>
                  <select
                    id={sizeId}
                    className={styles.select}
                    value={pageSize}
                    onChange={(event) => changePageSize(Number(event.target.value))}
                  >
                    {pageSizes.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <nav aria-label={`Páginas de ${label.toLocaleLowerCase('es-MX')}`} className={styles.pages}>
                <PageButton label="Primera página" disabled={info.page <= 1} onClick={() => goTo(1)}>
                  «
                </PageButton>
                <PageButton label="Página anterior" disabled={info.page <= 1} onClick={() => goTo(info.page - 1)}>
                  ‹
                </PageButton>
                <span className={styles.pageOf}>
                  Página {info.page} de {info.pageCount}
                </span>
                <PageButton
                  label="Página siguiente"
                  disabled={info.page >= info.pageCount}
                  onClick={() => goTo(info.page + 1)}
                >
                  ›
                </PageButton>
                <PageButton
                  label="Última página"
                  disabled={info.page >= info.pageCount}
                  onClick={() => goTo(info.pageCount)}
                >
                  »
                </PageButton>
              </nav>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A pager button. Disabled with aria-disabled rather than `disabled`, so the focus stays on
 * it when the last page is reached instead of falling back to the page's start.
 */
function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.pageButton}
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** A labelled select for the table's toolbar (filters). */
export function TableSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.toolLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
