import Link from 'next/link';
import type { DataTableColumn } from '@/components/panel/data-table';
import type { SaleRecord, SalesScope } from '@/lib/api/sales-scope';
import { formatShortDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { CustomerCell } from './sales-list';
import { detailHref, type SalesResource } from './sales-resource';
import { StatusBadge } from './status-badge';
import styles from './sales.module.css';

/**
 * The columns of the quotes and orders lists: folio (linked to its detail), date, customer, total,
 * status and the reader's next step. The reader's own list has no customer column: every row is
 * the reader's. On a phone each row is a card with the same fields (components/panel/data-table).
 */
export function salesColumns(
  resource: Pick<SalesResource, 'paths' | 'statuses' | 'nextStep'>,
  scope: SalesScope,
): DataTableColumn<SaleRecord>[] {
  const statusInfo = resource.statuses.infoOf;
  const columns: DataTableColumn<SaleRecord>[] = [
    {
      id: 'folio',
      header: 'Folio',
      rowHeader: true,
      minWidth: '10.5rem',
      accessor: (row) => row.folio,
      render: (row) => (
        <Link href={detailHref(resource, scope, row.id)} className={styles.folioLink}>
          {row.folio}
        </Link>
      ),
    },
    {
      id: 'fecha',
      header: 'Fecha',
      minWidth: '7.5rem',
      accessor: (row) => row.created_at,
      render: (row) => <time dateTime={row.created_at}>{formatShortDate(row.created_at)}</time>,
    },
    {
      id: 'cliente',
      header: 'Cliente',
      minWidth: '11rem',
      accessor: (row) => row.customer.name,
      render: (row) => (
        <CustomerCell name={row.customer.name} email={row.customer.email} showEmail={scope === 'served'} />
      ),
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      minWidth: '7.5rem',
      accessor: (row) => row.total,
      render: (row) => formatMoney(row.total),
    },
    {
      id: 'estado',
      header: 'Estado',
      minWidth: '9rem',
      accessor: (row) => statusInfo(row.status).label,
      render: (row) => {
        const info = statusInfo(row.status);
        return <StatusBadge label={info.label} tone={info.tone} />;
      },
    },
    {
      id: 'paso',
      header: 'Siguiente paso',
      csv: false,
      render: (row) => {
        const step = resource.nextStep(row, scope);
        // The folio tells the rows' links apart for a screen reader listing the page's links.
        return (
          <Link href={step.href} className={styles.stepLink}>
            {step.label}
            <span className="visually-hidden"> · {row.folio}</span>
          </Link>
        );
      },
    },
  ];
  return scope === 'own' ? columns.filter((column) => column.id !== 'cliente') : columns;
}
