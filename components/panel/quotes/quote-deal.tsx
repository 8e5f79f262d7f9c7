'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice, panelButton } from '@/components/panel/ui';
import { acceptQuote, declineQuote, requestFormalQuote, requestQuoteChanges, sendQuote } from '@/lib/api/quote-flow';
import type { SalesScope } from '@/lib/api/sales-scope';
import type { Quote } from '@/lib/contract/quotes';
import { formatShortDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { ORDERS } from '../orders/order-resource';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { MessageDialog } from '../sales/message-dialog';
import { ActionError } from '../sales/notices';
import { refreshResource } from '../sales/sales-resource';
import { useConfirmedAction } from '../sales/use-confirmed-action';
import { QUOTES } from './quote-resource';
import styles from './quote-deal.module.css';

type Asking = 'request' | 'request_changes' | 'decline' | null;

/**
 * Where a quote's sale is closed: the version the reader sees (when it was sent, the distributor's
 * note, what changed) and the steps it may take now, as the server lists them in `actions`. The
 * customer accepts (then goes to its order), asks for changes or declines; the distributor adjusts
 * the quote and sends it.
 */
export function QuoteDeal({
  quote,
  scope,
  onChange,
}: {
  quote: Quote;
  scope: SalesScope;
  onChange: (quote: Quote) => void;
}) {
  const router = useRouter();
  const actions = quote.actions ?? [];
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState('');
  const recipient = quote.customer.email ?? 'el cliente';

  const accept = useConfirmedAction(
    () => acceptQuote(quote.id),
    (order) => {
      void refreshResource(QUOTES);
      void refreshResource(ORDERS);
      router.push(`${ORDERS.paths.own}/${order.id}?aceptada=1`);
    },
  );
  const send = useConfirmedAction(
    () => sendQuote(quote.id),
    (sent) => {
      void refreshResource(QUOTES);
      onChange(sent);
      setDone(`Enviamos la versión ${sent.version} a ${sent.customer.email ?? 'el cliente'}, con su PDF.`);
    },
  );
  const answered = (message: string) => (next: Quote) => {
    setAsking(null);
    void refreshResource(QUOTES);
    onChange(next);
    setDone(message);
  };

  const staff = actions.includes('edit') || actions.includes('send');
  const sentOn = quote.sent_at ? formatShortDate(quote.sent_at) : null;
  const hasSomethingToSay =
    actions.length > 0 || quote.version > 0 || quote.customer_note || quote.changes.length > 0 || quote.order_id;
  if (!hasSomethingToSay) return null;

  return (
    <section className={styles.deal} aria-labelledby="cotizacion-version">
      <h2 id="cotizacion-version" className={styles.title}>
        {quote.version > 0 ? `Versión ${quote.version}` : staff ? 'Sin enviar todavía' : 'Tu solicitud'}
        {sentOn ? <span className={styles.when}> · enviada el {sentOn}</span> : null}
      </h2>

      {done ? <Notice focus>{done}</Notice> : null}
      <ActionError error={accept.error} title="No se pudo aceptar la cotización" />
      <ActionError error={send.error} title="No se pudo enviar la cotización" />

      {staff && quote.unsent_changes ? (
        <p className={styles.unsent}>
          Tienes cambios sin enviar:{' '}
          {quote.version > 0
            ? `el cliente sigue viendo la versión ${quote.version}`
            : 'el cliente todavía no la ha recibido'}
          .
        </p>
      ) : null}

      {quote.customer_note ? (
        <blockquote className={styles.note}>
          <p className={styles.noteLabel}>{staff ? 'Tu nota para el cliente' : 'Nota de tu distribuidor'}</p>
          <p>{quote.customer_note}</p>
        </blockquote>
      ) : null}

      {quote.changes.length > 0 ? (
        <div className={styles.changes}>
          <h3 className={styles.changesTitle}>
            {staff && quote.unsent_changes
              ? 'Lo que cambiará al enviarla'
              : quote.version > 1
                ? `Lo que cambió desde la versión ${quote.version - 1}`
                : 'Lo que cambió desde tu solicitud'}
          </h3>
          <ul>
            {quote.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {quote.order_id ? (
        <p>
          <Link href={`${ORDERS.paths[scope]}/${quote.order_id}`} className={panelButton('secondary')}>
            Ver el pedido
          </Link>
        </p>
      ) : null}

      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.includes('accept') ? (
            <button type="button" className={panelButton('primary')} onClick={accept.ask}>
              Aceptar cotización
            </button>
          ) : null}
          {actions.includes('request_changes') ? (
            <button type="button" className={panelButton('secondary')} onClick={() => setAsking('request_changes')}>
              Pedir cambios
            </button>
          ) : null}
          {actions.includes('decline') ? (
            <button type="button" className={panelButton('danger')} onClick={() => setAsking('decline')}>
              Rechazar
            </button>
          ) : null}
          {actions.includes('request') ? (
            <button type="button" className={panelButton('primary')} onClick={() => setAsking('request')}>
              Pedir cotización formal
            </button>
          ) : null}
          {actions.includes('edit') ? (
            <Link href={`${QUOTES.paths.served}/${quote.id}/ajustar`} className={panelButton('secondary')}>
              Ajustar cotización
            </Link>
          ) : null}
          {actions.includes('send') ? (
            <button type="button" className={panelButton('primary')} onClick={send.ask}>
              {quote.version > 0 ? 'Enviar nueva versión' : 'Enviar al cliente'}
            </button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={accept.asking}
        positive
        title="¿Aceptar esta cotización?"
        confirmLabel={accept.busy ? 'Creando el pedido…' : 'Sí, aceptar y hacer el pedido'}
        busy={accept.busy}
        onConfirm={accept.confirm}
        onCancel={accept.dismiss}
      >
        <p>
          Se hará un pedido por {formatMoney(quote.total)} con estos precios. Tu distribuidor te dirá cómo pagar el
          anticipo y agendará la instalación.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={send.asking}
        positive
        title={quote.version > 0 ? '¿Enviar la nueva versión?' : '¿Enviar la cotización al cliente?'}
        confirmLabel={send.busy ? 'Enviando…' : 'Sí, enviar'}
        busy={send.busy}
        onConfirm={send.confirm}
        onCancel={send.dismiss}
      >
        <p>
          Le mandaremos a {recipient} la versión {quote.version + 1} por correo con su PDF, vigente 15 días desde hoy.
          Podrá aceptarla, pedir cambios o rechazarla.
        </p>
      </ConfirmDialog>
      <MessageDialog
        open={asking === 'request_changes'}
        title="¿Qué quieres cambiar?"
        label="Tu mensaje para el distribuidor"
        hint="Por ejemplo: «La recámara mejor con blackout» o «¿Se puede con motor?»."
        required
        field="message"
        submitLabel="Enviar mensaje"
        busyLabel="Enviando…"
        send={(text) => requestQuoteChanges(quote.id, text)}
        onDone={answered('Tu distribuidor recibió tu mensaje; te enviará una versión nueva.')}
        onClose={() => setAsking(null)}
      />
      <MessageDialog
        open={asking === 'decline'}
        title="¿Rechazar esta cotización?"
        label="¿Por qué? (ayuda a tu distribuidor)"
        field="reason"
        maxLength={500}
        danger
        submitLabel="Sí, rechazar"
        busyLabel="Rechazando…"
        send={(text) => declineQuote(quote.id, text)}
        onDone={answered('Rechazaste la cotización. Avisamos a tu distribuidor.')}
        onClose={() => setAsking(null)}
      />
      <MessageDialog
        open={asking === 'request'}
        title="Pedir una cotización formal"
        label="Algo que deba saber tu distribuidor"
        hint="Tu distribuidor te contactará para medir y te enviará la cotización."
        field="reason"
        maxLength={500}
        submitLabel="Pedir cotización"
        busyLabel="Enviando…"
        send={(text) => requestFormalQuote(quote.id, text)}
        onDone={answered('Listo: tu distribuidor recibió tu solicitud.')}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
