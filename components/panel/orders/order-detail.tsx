'use client';

import { useId, useState } from 'react';
import { changeOrderStatus, useOrder } from '@/lib/api/orders';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { Order, OrderStatus } from '@/lib/contract/orders';
import { decimalToCents } from '@/lib/pricing/money';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { money, positiveInt } from '../sales/format';
import { ActionError, Announce } from '../sales/notices';
import { SaleFrame } from '../sales/sale-frame';
import { SalesDetail } from '../sales/sales-detail';
import { refreshAfterChange } from '@/lib/api/counters';
import styles from '../sales/sales.module.css';
import { OrderHistory } from './order-history';
import { ORDERS } from './order-resource';
import { canCancelOwnOrder, orderStatusInfo, orderStatusTargets } from './order-status';

const NOTE_MAX = 255;

/** /panel/listas/ordenes/{id} and /panel/listas/ordenes-admin/{id}. */
export function OrderDetail({ id: rawId, scope }: { id: string; scope: SalesScope }) {
  const id = positiveInt(rawId);
  const read = useOrder(id);
  return (
    <SalesDetail resource={ORDERS} scope={scope} id={id} read={read}>
      {(order, replace) => <OrderView order={order} scope={scope} onChange={replace} />}
    </SalesDetail>
  );
}

/** What only an order has: the delivery address, the wallet, the history, the note and the customer's cancel. */
function OrderView({ order, scope, onChange }: { order: Order; scope: SalesScope; onChange: (order: Order) => void }) {
  const user = useSession((state) => state.user);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayCancel = canCancelOwnOrder(order, user?.id) && orderStatusTargets(order, user?.role.name).length === 0;
  const walletPaid = (decimalToCents(order.wallet_applied) ?? 0) > 0;

  async function cancel() {
    setCancelling(true);
    setCancelError(null);
    const result = await changeOrderStatus(order.id, 'cancelado');
    setCancelling(false);
    setConfirmCancel(false);
    if (!result.ok) {
      setCancelError(result.error);
      return;
    }
    setDone(`Cancelaste el pedido ${result.data.folio}.`);
    onChange(result.data);
    void refreshAfterChange(['/api/orders']);
  }

  return (
    <SaleFrame
      resource={ORDERS}
      scope={scope}
      sale={order}
      actions={
        mayCancel ? (
          <button type="button" className={styles.dangerButton} onClick={() => setConfirmCancel(true)}>
            Cancelar pedido
          </button>
        ) : null
      }
      notices={
        <>
          <Announce message={done} />
          <ActionError error={cancelError} title="No se pudo cancelar el pedido" />
        </>
      }
      facts={{
        afterParties: [
          {
            label: 'Dirección de entrega',
            value: order.shipping_address || <span className={styles.muted}>Sin dirección: se acordará con el distribuidor</span>,
          },
        ],
        notesLabel: 'Comentarios',
      }}
      statusChange={
        <OrderStatusForm order={order} onChange={onChange} />
      }
      totals={{
        extra: walletPaid
          ? [
              { label: 'Pagado con monedero', value: `−${money(order.wallet_applied)}` },
              { label: 'Por pagar', value: money(order.amount_due), strong: true },
            ]
          : [],
      }}
      after={<OrderHistory history={order.history} />}
    >
      <ConfirmDialog
        open={confirmCancel}
        title="¿Cancelar este pedido?"
        confirmLabel={cancelling ? 'Cancelando…' : 'Sí, cancelar pedido'}
        busy={cancelling}
        onConfirm={cancel}
        onCancel={() => setConfirmCancel(false)}
      >
        <p>El pedido {order.folio} se cancelará y no se fabricará.</p>
        {walletPaid ? <p>Los {money(order.wallet_applied)} que pagaste con tu monedero volverán a tu saldo.</p> : null}
      </ConfirmDialog>
    </SaleFrame>
  );
}

/** Distributors and admins move the order to one of its `next_statuses`, with an optional note. */
function OrderStatusForm({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const role = useSession((state) => state.user?.role.name);
  const targets = orderStatusTargets(order, role);
  const id = useId();
  const [target, setTarget] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (targets.length === 0 && done === null) return null;

  async function send(status: OrderStatus) {
    setBusy(true);
    setError(null);
    setDone(null);
    const result = await changeOrderStatus(order.id, status, note);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setTarget('');
    setNote('');
    setDone(`El pedido ahora está ${orderStatusInfo(result.data.status).label.toLowerCase()}.`);
    onChange(result.data);
    void refreshAfterChange(['/api/orders']);
  }

  const noteError = error?.errors?.note?.join(' ');
  const statusError = error?.errors?.status?.join(' ');

  return (
    <section className={styles.box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.boxTitle}>
        Estado del pedido
      </h2>
      <Announce message={done} />
      {targets.length > 0 ? (
        <form
          className={styles.statusForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) {
              setError({ message: 'Elige el nuevo estado.' });
              return;
            }
            if (target === 'cancelado') setConfirming(true);
            else void send(target);
          }}
        >
          <div className={styles.filter}>
            <label htmlFor={`${id}-estado`} className={styles.filterLabel}>
              Nuevo estado
            </label>
            <select
              id={`${id}-estado`}
              className={`${styles.control} ${styles.select}`}
              value={target}
              aria-invalid={(error && !target) || statusError ? true : undefined}
              aria-describedby={statusError ? `${id}-estado-error` : undefined}
              onChange={(event) => setTarget(event.target.value as OrderStatus | '')}
            >
              <option value="">Elige un estado</option>
              {targets.map((status) => (
                <option key={status} value={status}>
                  {orderStatusInfo(status).label}
                </option>
              ))}
            </select>
            {statusError ? (
              <p id={`${id}-estado-error`} className={styles.fieldError}>
                {statusError}
              </p>
            ) : null}
          </div>
          <div className={styles.filter}>
            <label htmlFor={`${id}-nota`} className={styles.filterLabel}>
              Nota para el historial <span className={styles.muted}>(opcional)</span>
            </label>
            <textarea
              id={`${id}-nota`}
              className={styles.control}
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-nota-error` : undefined}
              placeholder="Por ejemplo: fecha estimada de entrega."
              onChange={(event) => setNote(event.target.value)}
            />
            {noteError ? (
              <p id={`${id}-nota-error`} className={styles.fieldError}>
                {noteError}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className={styles.primaryButton} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Guardando…' : 'Cambiar estado'}
            </button>
          </div>
        </form>
      ) : null}
      <ActionError error={error} title="No se pudo cambiar el estado" />
      <ConfirmDialog
        open={confirming}
        title="¿Cancelar este pedido?"
        confirmLabel={busy ? 'Cancelando…' : 'Sí, cancelar pedido'}
        busy={busy}
        onConfirm={() => void send('cancelado')}
        onCancel={() => setConfirming(false)}
      >
        <p>
          El pedido {order.folio} de {order.customer.name ?? 'tu cliente'} se cancelará: el material vuelve al inventario y, si pagó con
          su monedero, se le reembolsa.
        </p>
      </ConfirmDialog>
    </section>
  );
}
