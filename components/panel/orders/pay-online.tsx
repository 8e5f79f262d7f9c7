'use client';

import { useEffect, useRef, useState } from 'react';
import { Notice, panelButton } from '@/components/panel/ui';
import { startOnlinePayment, syncOnlinePayment } from '@/lib/api/payments';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { OnlinePaymentKind } from '@/lib/contract/online-payments';
import type { Order } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { ActionError } from '../sales/notices';
import styles from './order-payments.module.css';

const KIND_BUTTONS: Record<OnlinePaymentKind, string> = { anticipo: 'Pagar el anticipo', saldo: 'Pagar todo' };

/**
 * The customer pays its order online: the deposit or the whole balance, at the provider's secure
 * page (card, meses sin intereses, OXXO, SPEI). Back from there, the page asks the server to read
 * the payment again and says how it went. Without a provider, it says how to pay the distributor.
 */
export function PayOnline({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const [opening, setOpening] = useState<OnlinePaymentKind | null>(null);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const back = useReturnFromProvider(order, onChange);
  const offer = order.online_payment;

  async function pay(kind: OnlinePaymentKind) {
    setOpening(kind);
    setFailure(null);
    const result = await startOnlinePayment(order.id, kind);
    if (!result.ok) {
      setOpening(null);
      setFailure(result.error);
      return;
    }
    window.location.assign(result.data.url);
  }

  if (order.status === 'cancelado' || order.amount_due === '0.00') return back ? <Notice focus>{back}</Notice> : null;

  if (!offer?.available) {
    const dealer = order.distributor;
    return (
      <div className={styles.online}>
        <p className={styles.onlineLead}>
          El pago en línea no está disponible por ahora. Paga{' '}
          {dealer ? `a ${dealer.company ?? dealer.name}` : 'a tu distribuidor'} por transferencia, depósito o en
          efectivo; tu pago aparecerá aquí en cuanto lo registre.
        </p>
        {dealer ? (
          <p className={styles.paymentMeta}>
            {dealer.phone ? <a href={`tel:${dealer.phone}`}>{dealer.phone}</a> : null}
            {dealer.phone && dealer.email ? ' · ' : null}
            {dealer.email ? <a href={`mailto:${dealer.email}`}>{dealer.email}</a> : null}
          </p>
        ) : null}
      </div>
    );
  }

  const months = Math.max(0, ...offer.options.flatMap((option) => option.installments));
  return (
    <div className={styles.online} aria-labelledby="pagar-en-linea">
      {back ? <Notice focus>{back}</Notice> : null}
      {offer.options.length > 0 ? (
        <>
          <h3 id="pagar-en-linea" className={styles.onlineTitle}>
            Paga en línea
          </h3>
          <p className={styles.onlineLead}>
            Con tarjeta de crédito o débito{months ? ` (hasta ${months} meses sin intereses)` : ''}, en efectivo en OXXO
            o por transferencia SPEI, en la página segura de nuestro procesador de pagos.
          </p>
          <div className={styles.onlineActions}>
            {offer.options.map((option, index) => (
              <button
                key={option.kind}
                type="button"
                className={panelButton(index === 0 ? 'primary' : 'secondary')}
                disabled={opening !== null}
                aria-busy={opening === option.kind}
                onClick={() => void pay(option.kind)}
              >
                {opening === option.kind
                  ? 'Abriendo la página de pago…'
                  : `${KIND_BUTTONS[option.kind]} · ${formatMoney(option.amount)}`}
              </button>
            ))}
          </div>
        </>
      ) : null}
      <ActionError error={failure} title="No se pudo abrir el pago en línea" />
    </div>
  );
}

/** The provider's return (`?pago=listo&sesion=…` or `?pago=cancelado`), read once and wiped from the address. */
function readReturn(): { session: string | null } | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  if (!query.get('pago')) return null;
  // The address keeps no trace of the visit: a reload does not tell it again.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return { session: query.get('pago') === 'listo' ? query.get('sesion') : null };
}

/** Back from the provider: what to tell, once; a completed checkout is read again on the server. */
function useReturnFromProvider(order: Order, onChange: (order: Order) => void): string | null {
  const [returned] = useState(readReturn);
  const [told, setTold] = useState<string | null>(() =>
    !returned
      ? null
      : returned.session
        ? 'Revisando tu pago…'
        : 'No se completó el pago. Puedes intentarlo de nuevo cuando quieras.',
  );
  const asked = useRef(false);
  useEffect(() => {
    if (!returned?.session || asked.current) return;
    asked.current = true;
    void syncOnlinePayment(order.id, returned.session).then((result) => {
      if (!result.ok) {
        setTold('Estamos confirmando tu pago; te avisaremos en cuanto se acredite.');
        return;
      }
      onChange(result.data);
      setTold(describeLatest(result.data));
    });
  }, [order.id, onChange, returned]);
  return told;
}

/** What the newest online payment of the order says to its customer. */
function describeLatest(order: Order): string {
  const latest = [...order.payments].reverse().find((payment) => payment.online && payment.kind !== 'reembolso');
  if (!latest?.online) return 'Estamos confirmando tu pago; te avisaremos en cuanto se acredite.';
  if (latest.status === 'confirmado') return `¡Listo! Recibimos tu pago de ${formatMoney(latest.amount)}.`;
  if (latest.status === 'pendiente' && latest.online.channel === 'oxxo')
    return `Tu ficha OXXO está lista: págala${latest.online.expires_at ? ` antes del ${formatDateTime(latest.online.expires_at)}` : ''}. Te avisaremos cuando se acredite.`;
  if (latest.status === 'pendiente')
    return 'Te dimos los datos para tu transferencia SPEI. Te avisaremos en cuanto llegue.';
  return 'No se completó el pago. Puedes intentarlo de nuevo cuando quieras.';
}
