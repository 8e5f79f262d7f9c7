'use client';

import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { ExportButton } from '@/components/panel/exports/export-button';
import type { ExportTarget } from '@/lib/api/exports';
import type { ApiError } from '@/lib/api/errors';
import type { Paginated } from '@/lib/contract/common';
import { ListControls } from './list-controls';
import { PAGE_SIZES, type ListParams } from './list-params';
import { EmptyState, LoadError } from './notices';
import styles from './sales.module.css';

type ListResult<T> = {
  data: Paginated<T> | undefined;
  error: ApiError | undefined;
  /** A new key (page, filter) is loading; `data` is still the previous one. */
  isLoading: boolean;
  mutate: () => unknown;
};

/**
 * A paginated sales list (quotes or orders) on the panel's DataTable in server mode: the status
 * and the search (folio or customer) go to the API and live in the URL; the pages are the
 * API's Laravel paginator. Skeleton rows while loading, the server's error as received, and the
 * empty states.
 */
export function SalesList<T extends { id: number }>({
  params,
  setFilters,
  goToPage,
  setPerPage,
  pathname,
  statusOptions,
  result,
  columns,
  label,
  what,
  empty,
  noMatch,
  searchLabel,
  exportTarget,
}: {
  params: ListParams;
  setFilters: (patch: { status?: string; search?: string }) => void;
  goToPage: (page: number) => void;
  setPerPage: (size: number) => void;
  pathname: string;
  statusOptions: readonly { value: string; label: string }[];
  result: ListResult<T>;
  columns: readonly DataTableColumn<T>[];
  /** The table's accessible name. */
  label: string;
  /** What a failed read could not load, with its article: 'los pedidos', 'las cotizaciones'. */
  what: string;
  /** What an empty, unfiltered list shows. */
  empty: ReactNode;
  /** The title when the filters match nothing: "Ningún pedido coincide con los filtros." */
  noMatch: string;
  /** What the search box finds: "Buscar por folio", or "… o cliente" in the customers' lists. */
  searchLabel: string;
  /** The whole list with these filters as a file ("Exportar CSV"); none without it. */
  exportTarget?: ExportTarget;
}) {
  const { data, error, isLoading, mutate } = result;
  const filtered = params.status !== '' || params.search !== '';

  if (error && (!data || error.status === 403)) {
    return <LoadError error={error} what={what} onRetry={() => void mutate()} />;
  }

  const nothingYet = data !== undefined && data.total === 0 && !filtered;

  return (
    <div className={styles.page}>
      {error ? <LoadError error={error} what="la lista actualizada" onRetry={() => void mutate()} /> : null}
      <DataTable
        label={label}
        columns={columns}
        rows={data?.data}
        rowKey={(row) => row.id}
        loading={isLoading}
        pageSizes={PAGE_SIZES}
        server={{
          page: data?.current_page ?? params.page,
          pageSize: data?.per_page ?? params.perPage,
          total: data?.total ?? 0,
          onPageChange: goToPage,
          onPageSizeChange: setPerPage,
        }}
        toolbar={
          // Nothing to filter yet: the filters would only be in the way of the empty state.
          nothingYet ? undefined : (
            <>
              <ListControls
                status={params.status}
                search={params.search}
                statusOptions={statusOptions}
                searchLabel={searchLabel}
                onChange={setFilters}
              />
              {exportTarget ? (
                <ExportButton target={exportTarget} what={what} disabled={!data || data.total === 0} />
              ) : null}
            </>
          )
        }
        empty={
          filtered ? (
            <EmptyState title={noMatch} action={{ href: pathname, label: 'Quitar filtros' }}>
              <p>Prueba con otro estado u otra búsqueda.</p>
            </EmptyState>
          ) : (
            empty
          )
        }
        noMatches={
          <>
            Esta página ya no tiene resultados.{' '}
            <button type="button" className={styles.linkButton} onClick={() => goToPage(1)}>
              Ir a la primera página
            </button>
          </>
        }
      />
    </div>
  );
}

/** The customer column: name, and the e-mail below it in the customers' lists. */
export function CustomerCell({
  name,
  email,
  showEmail,
}: {
  name: string | null;
  email: string | null;
  showEmail: boolean;
}) {
  return (
    <span className={styles.customer}>
      <span>{name || 'Sin nombre'}</span>
      {showEmail && email ? <span className={styles.customerEmail}>{email}</span> : null}
    </span>
  );
}
