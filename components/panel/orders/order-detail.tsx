'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { changeOrderStatus, useOrder } from '@/lib/api/orders';
import { reorder } from '@/lib/api/payments';
import { formatShortDate } from '@/lib/format/dates';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import type { Order } from '@/lib/contract/orders';
import { decimalToCents } from '@/lib/pricing/money';
import { formatMoney } from '@/lib/format/money';
import { panelButton } from '../ui/button-class';
import { positiveInt } from '../sales/list-params';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { ActionError, Announce } from '../sales/notices';
import { SaleFrame } from '../sales/sale-frame';
import { SalesDetail } from '../sales/sales-detail';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { refreshResource } from '../sales/sales-resource';
import styles from '../sales/sales.module.css';
import { StatusChange, type ConfirmText } from '../sales/status-change';
import { useConfirmedAction } from '../sales/use-confirmed-action';
import { OrderHistory } from './order-history';
import { OrderPayments } from './order-payments';
import { OrderProgress } from './order-progress';
import { SaleVisits } from '../agenda/sale-visits';
import { useVisitsOf } from '@/lib/api/visits';
import { QUOTES } from '../quotes/quote-resource';
import { ORDERS } from './order-resource';
import { canCancelOwnOrder, orderStatusTargets } from './order-status';
import { isStaff } from '../sales/status-table';

/** The question before any cancel, by the customer or by its distributor. */
const CANCEL_QUESTION = {
  title: '¿Cancelar este pedido?',
  confirmLabel: 'Sí, cancelar pedido',
  busyLabel: 'Cancelando…',
} as const;

const NOTE = {
  label: 'Nota para el historial',
  placeholder: 'Por ejemplo: la paquetería y el número de guía.',
  maxLength: 255,
};

/** /panel/listas/ordenes/{id} and /panel/listas/ordenes-admin/{id}. */
export function OrderDetail({ id, scope }: { id: string; scope: SalesScope }) {
  return (
    <SalesFeatureGate feature="orders" path={ORDERS.paths[scope]}>
      <OrderRead id={id} scope={scope} />
    </SalesFeatureGate>
  );
}

function OrderRead({ id: rawId, scope }: { id: string; scope: SalesScope }) {
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
  const router = useRouter();
  const user = useSession((state) => state.user);
  const targets = orderStatusTargets(order, user?.role.name);
  const ledger = useFeature('payments').status === 'available';
  const agenda = useFeature('visits').status === 'available';
  const visits = useVisitsOf(agenda ? { order: order.id } : null).data?.data ?? [];
  const installation = visits.find((visit) => visit.kind === 'instalacion' && visit.status !== 'cancelada');
  const owner = user?.id != null && order.customer.id === user.id;
  const again = useConfirmedAction(
    () => reorder(order.id),
    (quote) => {
      void refreshResource(QUOTES);
      router.push(`${QUOTES.paths.own}/${quote.id}`);
    },
  );
  // Arrived from accepting its quote (quote-deal.tsx): say so, with the deposit asked.
  const accepted = useSearchParams().get('aceptada') === '1' && order.quote !== null;
  const [done, setDone] = useState<string | null>(
    accepted
      ? `Aceptaste la cotización ${order.quote!.folio}: este es tu pedido${
          order.deposit !== '0.00' ? `, con un anticipo de ${formatMoney(order.deposit)}` : ''
        }.`
      : null,
  );
  const cancel = useConfirmedAction(
    () => changeOrderStatus(order.id, 'cancelado'),
    (saved) => {
      setDone(`Cancelaste el pedido ${saved.folio}.`);
      onChange(saved);
      void refreshResource(ORDERS);
    },
  );
  // Staff cancel through the status change; the customer, while the order is pending.
  const mayCancel = canCancelOwnOrder(order, user?.id) && targets.length === 0;
  const walletPaid = (decimalToCents(order.wallet_applied) ?? 0) > 0;

  const staffCancel = (target: string): ConfirmText | null =>
    target === 'cancelado'
      ? {
          ...CANCEL_QUESTION,
          body: (
            <p>
              El pedido {order.folio} de {order.customer.name ?? 'tu cliente'} se cancelará: el material vuelve al
              inventario y, si pagó con su monedero, se le reembolsa.
            </p>
          ),
        }
      : null;

  return (
    <SaleFrame
      resource={ORDERS}
      scope={scope}
      sale={order}
      actions={
        <>
          {owner ? (
            <button type="button" className={panelButton('secondary')} onClick={again.ask}>
              Volver a pedir
            </button>
          ) : null}
          {mayCancel ? (
            <button type="button" className={panelButton('danger')} onClick={cancel.ask}>
              Cancelar pedido
            </button>
          ) : null}
        </>
      }
      notices={
        <>
          <Announce message={done} />
          <ActionError error={cancel.error} title="No se pudo cancelar el pedido" />
          <ActionError error={again.error} title="No se pudo volver a pedir" />
          <OrderProgress
            order={order}
            installation={
              installation ? { date: installation.date, start: installation.start, at: installation.starts_at } : null
            }
          />
          <SaleVisits
            of={{ kind: 'instalacion', orderId: order.id, folio: order.folio, address: order.shipping_address }}
            distributorId={order.distributor?.id ?? null}
            canBook={
              isStaff(user?.role.name) && !owner && ['confirmado', 'en_produccion', 'enviado'].includes(order.status)
            }
          />
        </>
      }
      facts={{
        afterDate: order.estimated_date
          ? [
              {
                label: 'Fecha estimada',
                value: <time dateTime={order.estimated_date}>{formatShortDate(order.estimated_date)}</time>,
              },
            ]
          : [],
        afterParties: [
          ...(order.quote
            ? [
                {
                  label: 'Cotización',
                  value: (
                    <Link href={`${QUOTES.paths[scope]}/${order.quote.id}`}>
                      {order.quote.folio}
                      {order.quote.version ? ` (versión ${order.quote.version})` : ''}
                    </Link>
                  ),
                },
              ]
            : []),
          {
            label: 'Dirección de entrega',
            value: order.shipping_address || (
              <span className={styles.muted}>Sin dirección: se acordará con el distribuidor</span>
            ),
          },
        ],
        notesLabel: 'Comentarios',
      }}
      statusChange={
        <StatusChange
          resource={ORDERS}
          targets={targets}
          change={(status, note, day) => changeOrderStatus(order.id, status, note, day)}
          onChanged={onChange}
          note={NOTE}
          dated={{ status: 'en_produccion', label: 'Fecha estimada para tenerlo listo', field: 'estimated_date' }}
          confirmFirst={staffCancel}
        />
      }
      totals={{
        discount: { label: 'Descuento', amount: order.discount ?? '0.00' },
        extra: [
          ...(walletPaid
            ? [
                { label: 'Pagado con monedero', value: `−${formatMoney(order.wallet_applied)}` },
                { label: 'Por pagar', value: formatMoney(order.amount_due), strong: true },
              ]
            : []),
          ...(order.deposit && order.deposit !== '0.00'
            ? [{ label: 'Anticipo acordado', value: formatMoney(order.deposit) }]
            : []),
        ],
      }}
      after={
        <>
          {ledger ? (
            <OrderPayments
              order={order}
              canRecord={isStaff(user?.role.name) && !owner}
              owner={owner}
              onChange={onChange}
            />
          ) : null}
          <OrderHistory history={order.history} />
        </>
      }
    >
      <ConfirmDialog
        open={cancel.asking}
        title={CANCEL_QUESTION.title}
        confirmLabel={cancel.busy ? CANCEL_QUESTION.busyLabel : CANCEL_QUESTION.confirmLabel}
        busy={cancel.busy}
        onConfirm={cancel.confirm}
        onCancel={cancel.dismiss}
      >
        <p>El pedido {order.folio} se cancelará y no se fabricará.</p>
        {walletPaid ? (
          <p>Los {formatMoney(order.wallet_applied)} que pagaste con tu monedero volverán a tu saldo.</p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={again.asking}
        positive
        title="¿Volver a pedir estas piezas?"
        confirmLabel={again.busy ? 'Preparando…' : 'Sí, hacer una cotización nueva'}
        busy={again.busy}
        onConfirm={again.confirm}
        onCancel={again.dismiss}
      >
        <p>
          Haremos una cotización nueva con las mismas piezas, a los precios de hoy. Podrás revisarla y pedirla a tu
          distribuidor.
        </p>
      </ConfirmDialog>
    </SaleFrame>
  );
}
