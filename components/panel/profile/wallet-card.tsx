'use client';

import Link from 'next/link';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { useWallet } from '@/lib/api/wallet';
import type { WalletMovement } from '@/lib/contract/wallet';
import { formatDateTime } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { Card, EmptyState, ErrorBox, LoadingStatus, Skeleton } from '../ui';
import styles from './profile.module.css';

/** "+$1,500.00" / "−$350.00": the sign in words for screen readers is the "Abono"/"Cargo" column. */
function signedAmount(amount: string): string {
  const negative = amount.trim().startsWith('-');
  return `${negative ? '−' : '+'}${formatMoney(amount.replace(/^-/, ''))}`;
}

const columns: DataTableColumn<WalletMovement>[] = [
  {
    id: 'date',
    header: 'Fecha',
    accessor: (m) => m.created_at,
    sortable: true,
    render: (m) => (
      <time dateTime={m.created_at} className={styles.nowrap}>
        {formatDateTime(m.created_at)}
      </time>
    ),
    csv: (m) => formatDateTime(m.created_at),
  },
  {
    id: 'concept',
    header: 'Concepto',
    accessor: (m) => m.concept,
    rowHeader: true,
    minWidth: '12rem',
    render: (m) => (
      <>
        {m.concept}
        {m.order_id ? (
          <>
            {' '}
            <Link href="/panel/listas/ordenes" className={styles.orderLink}>
              (pedido {m.order_id})
            </Link>
          </>
        ) : null}
      </>
    ),
  },
  {
    id: 'kind',
    header: 'Tipo',
    accessor: (m) => (m.kind === 'abono' ? 'Abono' : 'Cargo'),
    sortable: true,
    render: (m) => (
      <span className={m.kind === 'abono' ? styles.credit : styles.debit}>
        {m.kind === 'abono' ? 'Abono' : 'Cargo'}
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Importe',
    accessor: (m) => m.amount,
    sortable: true,
    align: 'end',
    render: (m) => <span className={m.kind === 'abono' ? styles.credit : styles.debit}>{signedAmount(m.amount)}</span>,
  },
  {
    id: 'balance',
    header: 'Saldo',
    accessor: (m) => m.balance_after,
    align: 'end',
    render: (m) => formatMoney(m.balance_after),
  },
];

/** Balance and movements of the user's wallet (GET /api/wallet). */
export function WalletCard() {
  const { data, error, isLoading, mutate } = useWallet();
  return (
    <Card title="Monedero" className={styles.wallet}>
      {error ? (
        <ErrorBox error={error} title="No se pudo cargar tu monedero" onRetry={() => void mutate()} />
      ) : (
        <>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>Saldo disponible</span>
            {isLoading || !data ? (
              <>
                <LoadingStatus>Cargando tu monedero…</LoadingStatus>
                <Skeleton width="10rem" height="2.5rem" />
              </>
            ) : (
              <span className={styles.balanceValue}>
                {formatMoney(data.balance)} <span className={styles.currency}>{data.currency}</span>
              </span>
            )}
            <p className={styles.balanceHelp}>Puedes usar tu saldo al pagar tus pedidos desde el carrito.</p>
          </div>
          <DataTable
            label="Movimientos del monedero"
            columns={columns}
            rows={data?.movements}
            rowKey={(m) => m.id}
            loading={isLoading}
            defaultSort={{ columnId: 'date', direction: 'desc' }}
            pageSizes={[10, 25, 50]}
            csv={{ filename: 'movimientos-monedero' }}
            empty={
              <EmptyState title="Aún no hay movimientos">
                <p>Aquí verás los abonos (bonificaciones, devoluciones) y los cargos al pagar tus pedidos.</p>
              </EmptyState>
            }
          />
        </>
      )}
    </Card>
  );
}
