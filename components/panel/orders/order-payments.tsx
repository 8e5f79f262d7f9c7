'use client';

import { useState, type FormEvent } from 'react';
import { Field, SelectField } from '@/components/forms/field';
import { FormDialog, Notice, panelButton } from '@/components/panel/ui';
import { downloadReceipt, recordPayment, type PaymentEntry } from '@/lib/api/payments';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { Order } from '@/lib/contract/orders';
import { MANUAL_PAYMENT_METHODS, PAYMENT_KINDS, type OnlineDetails } from '@/lib/contract/payments';
import {
  ONLINE_CHANNEL_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@/lib/content/payments';
import { formatDateTime, formatShortDate, mexicoDay } from '@/lib/format/dates';
import { formatMoney, parsePesos } from '@/lib/format/money';
import { ActionError, errorDetails } from '../sales/notices';
import { refreshResource } from '../sales/sales-resource';
import { ORDERS } from './order-resource';
import styles from './order-payments.module.css';
import { PayOnline } from './pay-online';

const KIND_OPTIONS = PAYMENT_KINDS.map((kind) => ({ value: kind, label: PAYMENT_KIND_LABELS[kind] }));
const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/**
 * An order's payments: what was paid (each payment with its receipt), what is left, and the
 * deposit still to come; whoever serves the order records a payment or a refund here.
 */
export function OrderPayments({
  order,
  canRecord,
  owner,
  onChange,
}: {
  order: Order;
  canRecord: boolean;
  /** The order's customer: it may pay online. */
  owner: boolean;
  onChange: (order: Order) => void;
}) {
  const [recording, setRecording] = useState(false);
  const [done, setDone] = useState('');
  const [receiptError, setReceiptError] = useState<ApiErrorBody | null>(null);
  const payments = order.payments ?? [];
  const depositDue = order.deposit_due ?? '0.00';

  return (
    <section className={styles.box} aria-labelledby="pedido-pagos">
      <div className={styles.head}>
        <h2 id="pedido-pagos" className={styles.title}>
          Pagos
        </h2>
        {canRecord && order.status !== 'cancelado' ? (
          <button type="button" className={panelButton('primary')} onClick={() => setRecording(true)}>
            Registrar pago
          </button>
        ) : null}
      </div>
      {done ? <Notice focus>{done}</Notice> : null}
      <ActionError error={receiptError} title="No se pudo descargar el recibo" />
      <dl className={styles.summary}>
        <div>
          <dt>Total del pedido</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
        <div>
          <dt>Pagado</dt>
          <dd>{formatMoney(order.paid ?? '0.00')}</dd>
        </div>
        {depositDue !== '0.00' ? (
          <div className={styles.warning}>
            <dt>Anticipo por pagar</dt>
            <dd>{formatMoney(depositDue)}</dd>
          </div>
        ) : null}
        <div className={styles.strong}>
          <dt>Por pagar</dt>
          <dd>{formatMoney(order.amount_due)}</dd>
        </div>
      </dl>
      {payments.length === 0 ? (
        <p className={styles.empty}>Aún no hay pagos registrados.</p>
      ) : (
        <ul className={styles.list} aria-label={`Pagos del pedido ${order.folio}`}>
          {payments.map((payment) => (
            <li key={payment.id} className={styles.payment} data-kind={payment.kind}>
              <div className={styles.paymentMain}>
                <span className={styles.paymentWhat}>
                  {PAYMENT_KIND_LABELS[payment.kind]} ·{' '}
                  {payment.online ? onlineMethodLabel(payment.online) : PAYMENT_METHOD_LABELS[payment.method]}
                </span>
                <span className={styles.paymentAmount}>
                  {payment.kind === 'reembolso' ? '−' : ''}
                  {formatMoney(payment.amount)}
                </span>
              </div>
              <p className={styles.paymentMeta}>
                <time dateTime={payment.paid_on}>{formatShortDate(payment.paid_on)}</time>
                {payment.reference ? ` · Ref. ${payment.reference}` : ''}
                {payment.status !== 'confirmado' ? ` · ${PAYMENT_STATUS_LABELS[payment.status]}` : ''}
                {payment.recorded_by ? ` · ${payment.recorded_by}` : ''}
              </p>
              {payment.online && payment.status === 'pendiente' ? <PendingOnline details={payment.online} /> : null}
              {payment.receipt_url ? (
                <button
                  type="button"
                  className={panelButton('secondary', 'small')}
                  onClick={async () => {
                    setReceiptError(null);
                    const result = await downloadReceipt(order.id, payment.id, order.folio);
                    if (!result.ok) setReceiptError(result.error);
                  }}
                >
                  Recibo<span className="visually-hidden"> del pago del {formatShortDate(payment.paid_on)}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {owner ? <PayOnline order={order} onChange={onChange} /> : null}
      {recording ? (
        <PaymentDialog
          order={order}
          onClose={() => setRecording(false)}
          onSaved={(saved, entry) => {
            setRecording(false);
            onChange(saved);
            void refreshResource(ORDERS);
            setDone(`Registramos ${PAYMENT_KIND_LABELS[entry.kind].toLowerCase()} de ${formatMoney(entry.amount)}.`);
          }}
        />
      ) : null}
    </section>
  );
}

/** An online payment's way, as the customer chose it: "Tarjeta, 6 meses sin intereses". */
function onlineMethodLabel(details: OnlineDetails): string {
  const channel = ONLINE_CHANNEL_LABELS[details.channel];
  return details.installments ? `${channel}, ${details.installments} meses sin intereses` : channel;
}

/** A voucher or a transfer still waiting: where to pay it, until when, and what is left. */
function PendingOnline({ details }: { details: OnlineDetails }) {
  return (
    <p className={styles.paymentMeta}>
      {details.voucher_url ? (
        <a href={details.voucher_url} target="_blank" rel="noopener noreferrer">
          {details.channel === 'oxxo' ? 'Ver la ficha para pagar en OXXO' : 'Ver los datos para transferir'}
          <span className="visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      ) : null}
      {details.expires_at ? ` · Vence el ${formatDateTime(details.expires_at)}` : ''}
      {details.amount_remaining ? ` · Faltan ${formatMoney(details.amount_remaining)} por transferir` : ''}
    </p>
  );
}

function PaymentDialog({
  order,
  onClose,
  onSaved,
}: {
  order: Order;
  onClose: () => void;
  onSaved: (order: Order, entry: PaymentEntry) => void;
}) {
  const depositDue = order.deposit_due ?? '0.00';
  const firstKind = depositDue !== '0.00' ? 'anticipo' : 'saldo';
  const [entry, setEntry] = useState<PaymentEntry>({
    kind: firstKind,
    method: 'efectivo',
    amount: firstKind === 'anticipo' ? depositDue : order.amount_due,
    reference: '',
    paidOn: mexicoDay(),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const set = (patch: Partial<PaymentEntry>) => setEntry((current) => ({ ...current, ...patch }));
  const fieldError = (field: string) => failure?.errors?.[field]?.[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const amount = parsePesos(entry.amount) ?? entry.amount.trim();
    const result = await recordPayment(order.id, { ...entry, amount });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    onSaved(result.data, { ...entry, amount });
  }

  const unplaced =
    failure && !['kind', 'method', 'amount', 'reference', 'paid_on'].some((field) => failure.errors?.[field]);

  return (
    <FormDialog
      title={`Registrar pago · pedido ${order.folio}`}
      formId="pedido-pago"
      busy={busy}
      submitLabel="Registrar"
      busyLabel="Registrando…"
      onClose={onClose}
    >
      <form id="pedido-pago" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.formIntro}>
          Por pagar: <strong>{formatMoney(order.amount_due)}</strong>
          {depositDue !== '0.00' ? ` (anticipo pendiente: ${formatMoney(depositDue)})` : ''}.
        </p>
        <SelectField
          label="Concepto"
          placeholder="Elige el concepto"
          options={KIND_OPTIONS}
          value={entry.kind}
          onChange={(event) => {
            const kind = event.target.value as PaymentEntry['kind'];
            set({
              kind,
              amount:
                kind === 'anticipo' && depositDue !== '0.00' ? depositDue : kind === 'saldo' ? order.amount_due : '',
            });
          }}
          error={fieldError('kind')}
        />
        <SelectField
          label="Forma de pago"
          placeholder="Elige cómo se pagó"
          options={METHOD_OPTIONS}
          value={entry.method}
          onChange={(event) => set({ method: event.target.value as PaymentEntry['method'] })}
          hint={entry.method === 'monedero' ? 'Se descuenta del monedero del cliente.' : undefined}
          error={fieldError('method')}
        />
        <Field
          label="Monto (MXN)"
          inputMode="decimal"
          value={entry.amount}
          onChange={(event) => set({ amount: event.target.value })}
          error={fieldError('amount')}
        />
        <Field
          label="Referencia"
          optional
          maxLength={80}
          value={entry.reference}
          onChange={(event) => set({ reference: event.target.value })}
          hint="Folio de la transferencia, del depósito o del voucher."
          error={fieldError('reference')}
        />
        <Field
          label="Fecha del pago"
          type="date"
          max={mexicoDay()}
          value={entry.paidOn}
          onChange={(event) => set({ paidOn: event.target.value })}
          error={fieldError('paid_on')}
        />
        {unplaced ? (
          <p role="alert" className={styles.formError}>
            {[failure.message, ...errorDetails(failure)].join(' ')}
          </p>
        ) : null}
      </form>
    </FormDialog>
  );
}
