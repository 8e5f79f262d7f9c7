'use client';

// /panel/auditoria: the administrators' audit trail — who changed a price, a discount limit, a
// payment or an order's status, when, and the values before and after. Newest first, a page at a
// time, with filters, and the whole filter as CSV. A 403 from the list shows the refusal (the
// navigation only hides the link).

import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { ExportButton } from '@/components/panel/exports/export-button';
import { EmptyState, ErrorBox } from '@/components/panel/ui';
import { auditQuery, NO_AUDIT_FILTERS, useAuditTrail, type AuditFilters } from '@/lib/api/audit';
import { AUDIT_ENTITY_LABELS, AUDIT_KIND_LABELS, type AuditEntry } from '@/lib/contract/audit';
import { formatDateTime } from '@/lib/format/dates';
import { PanelPage } from '../panel-page';
import { AuditFiltersForm } from './audit-filters';
import styles from './audit.module.css';

const PAGE_SIZES = [30, 60, 120];

const columns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'Fecha',
    accessor: (entry) => entry.at,
    render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    minWidth: '9rem',
  },
  {
    id: 'entity',
    header: 'Registro',
    rowHeader: true,
    accessor: (entry) => entry.entity_label,
    render: (entry) => (
      <>
        <span className={styles.kind}>{AUDIT_KIND_LABELS[entry.kind]}</span>{' '}
        <span className={styles.entity}>
          <span className={styles.entityType}>{AUDIT_ENTITY_LABELS[entry.entity]}:</span> {entry.entity_label}
        </span>
      </>
    ),
    minWidth: '14rem',
  },
  {
    id: 'change',
    header: 'Cambio',
    accessor: (entry) => entry.change,
    render: (entry) => (
      <>
        {entry.change}
        {entry.note ? <span className={styles.note}>Nota: {entry.note}</span> : null}
      </>
    ),
    minWidth: '16rem',
  },
  {
    id: 'actor',
    header: 'Quién',
    accessor: (entry) => entry.actor_name,
    render: (entry) =>
      entry.actor_kind === 'usuario' ? (
        entry.actor_name
      ) : (
        <span className={styles.automatic}>
          {entry.actor_name} <span className={styles.entityType}>(automático)</span>
        </span>
      ),
  },
];

export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const trail = useAuditTrail(filters, page, pageSize);
  const filtered = Object.keys(auditQuery(filters)).length > 0;

  if (trail.error?.status === 403) {
    return (
      <PanelPage path="/panel/auditoria">
        <ErrorBox error={trail.error} title="No tienes permiso para ver el registro de cambios" />
      </PanelPage>
    );
  }

  return (
    <PanelPage path="/panel/auditoria">
      <p className={styles.intro}>
        Quién cambió un precio, un límite de descuento, un pago o el estado de un pedido, y cuándo. Cada cambio se
        guarda junto con el cambio mismo; nada de aquí se puede editar ni borrar.
      </p>
      <AuditFiltersForm
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className={styles.exportRow}>
        <ExportButton target={{ resource: 'audit', filters: auditQuery(filters) }} what="el registro de cambios" />
      </div>
      {trail.error ? (
        <ErrorBox
          error={trail.error}
          title="No se pudo cargar el registro de cambios"
          onRetry={() => void trail.mutate()}
        />
      ) : (
        <DataTable
          label="Lista de cambios"
          columns={columns}
          rows={trail.data?.data}
          loading={trail.isLoading}
          rowKey={(entry) => entry.id}
          pageSizes={PAGE_SIZES}
          server={{
            page: trail.data?.current_page ?? page,
            pageSize,
            total: trail.data?.total ?? 0,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
          empty={
            filtered ? undefined : (
              <EmptyState title="Aún no hay cambios registrados">
                Aquí aparecerán los cambios de precios, límites de descuento, pagos y estados de pedido.
              </EmptyState>
            )
          }
          noMatches={<p className={styles.noMatches}>Ningún cambio coincide con estos filtros.</p>}
        />
      )}
    </PanelPage>
  );
}
