'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ContactActions } from '../contact/contact-actions';
import { MessageDialog } from '../sales/message-dialog';
import { ActionError } from '../sales/notices';
import { StatusBadge, type StatusTone } from '../sales/status-badge';
import { panelButton } from '../ui';
import { stepRequest } from '@/lib/api/inbox';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { InboxRequest, InboxStatus } from '@/lib/contract/inbox';
import { INBOX_CLOSE_REASONS, INBOX_KIND_LABELS, INBOX_STATUS_LABELS } from '@/lib/content/inbox';
import { formatDateTime, formatRelativeTime } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import factsStyles from '../ui/facts.module.css';
import styles from './inbox.module.css';

const TONES: Record<InboxStatus, StatusTone> = {
  nuevo: 'warning',
  contactado: 'info',
  convertido: 'success',
  cerrado: 'neutral',
};

const INTEREST: Record<string, string> = {
  persianas: 'Persianas',
  toldos: 'Toldos',
  motorizacion: 'Motorización',
  distribucion: 'Quiere ser distribuidor',
  otro: 'Otro',
};

export const quoteHref = (id: number) => `/panel/listas/cotizaciones-admin/${id}`;

/** The one-click steps, in the order they show; each says whose request to a screen reader. */
const STEPS = [
  { action: 'contact', tone: 'secondary', label: 'Ya la contacté', spoken: (who: string) => `: ${who}` },
  { action: 'ship', tone: 'primary', label: 'Enviadas', spoken: (who: string) => `: las muestras de ${who}` },
  { action: 'reopen', tone: 'secondary', label: 'Reabrir', spoken: (who: string) => ` la solicitud de ${who}` },
] as const;

/**
 * One request: who asked, what for, how long ago, and the way to reach them in one tap; the next
 * step the table allows — contacted, turned into a quote, closed with a reason, reopened.
 */
export function RequestCard({
  request,
  from,
  showDealer,
  onChanged,
}: {
  request: InboxRequest;
  from: string;
  showDealer: boolean;
  onChanged: (message: string) => void;
}) {
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const who = request.contact.name ?? request.contact.email ?? 'Sin nombre';
  const headingId = `solicitud-${request.id}`;
  const what = INBOX_KIND_LABELS[request.kind];
  const reference = request.quote?.folio ?? request.message_folio;
  const can = (action: InboxRequest['actions'][number]) => request.actions.includes(action);

  async function step(action: 'contact' | 'ship' | 'reopen') {
    setBusy(true);
    setError(null);
    const result = await stepRequest(request.id, action);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    onChanged(
      action === 'contact'
        ? `Marcamos la solicitud de ${who} como contactada.`
        : action === 'ship'
          ? `Marcamos como enviadas las muestras de ${who}.`
          : `Reabrimos la solicitud de ${who}.`,
    );
  }

  return (
    <article className={styles.card} data-status={request.status} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          <span>{who}</span>
          <span className={styles.meta}>
            {what} · <time dateTime={request.created_at}>{formatRelativeTime(request.created_at)}</time>
          </span>
        </h3>
        <StatusBadge label={INBOX_STATUS_LABELS[request.status]} tone={TONES[request.status]} />
      </header>
      {request.samples ? (
        <ul className={styles.swatches} aria-label="Colores pedidos">
          {request.samples.colors.map((c, i) => (
            <li key={i}>
              <span
                className={styles.swatch}
                aria-hidden="true"
                style={{
                  background: c.stripe_hex
                    ? `repeating-linear-gradient(90deg, ${c.hex} 0 6px, ${c.stripe_hex} 6px 12px)`
                    : c.hex,
                }}
              />
              {c.fabric} · {c.color}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.summary}>{request.summary}</p>
      )}
      <dl className={factsStyles.facts}>
        {request.samples ? (
          <div>
            <dt>Enviar a</dt>
            <dd>{request.samples.address}</dd>
          </div>
        ) : null}
        {request.place ? (
          <div>
            <dt>Dónde</dt>
            <dd>{request.place}</dd>
          </div>
        ) : null}
        {request.samples ? null : request.product_interest ? (
          <div>
            <dt>Interés</dt>
            <dd>{INTEREST[request.product_interest] ?? request.product_interest}</dd>
          </div>
        ) : null}
        {request.quote ? (
          <div>
            <dt>Cotización</dt>
            <dd>
              <Link href={quoteHref(request.quote.id)}>{request.quote.folio}</Link> · {formatMoney(request.quote.total)}
            </dd>
          </div>
        ) : request.message_folio ? (
          <div>
            <dt>Folio</dt>
            <dd>{request.message_folio}</dd>
          </div>
        ) : null}
        {showDealer ? (
          <div>
            <dt>Distribuidor</dt>
            <dd>{request.distributor?.name ?? 'Sin asignar'}</dd>
          </div>
        ) : null}
        {request.close_reason ? (
          <div>
            <dt>Motivo</dt>
            <dd>{request.close_reason}</dd>
          </div>
        ) : null}
      </dl>
      {request.history.length ? (
        <ul className={styles.history} aria-label="Seguimiento">
          {request.history.map((event, i) => (
            <li key={i}>
              {INBOX_STATUS_LABELS[event.status]} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.by ? ` · ${event.by}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {request.status === 'nuevo' || request.status === 'contactado' ? (
        <ContactActions
          contact={request.contact}
          about={`tu ${request.kind === 'cotizacion' ? 'solicitud de cotización' : request.kind === 'muestras' ? 'solicitud de muestras' : 'mensaje'}${reference ? ` ${reference}` : ''}`}
          from={from}
        />
      ) : null}
      <ActionError error={error} title="No se pudo actualizar la solicitud" />
      {request.actions.length || request.kind === 'cotizacion' ? (
        <div className={styles.actions}>
          {can('quote') ? (
            <Link href={`/panel/solicitudes/${request.id}/cotizar`} className={panelButton('primary', 'small')}>
              Crear cotización<span className="visually-hidden"> para {who}</span>
            </Link>
          ) : request.quote && (request.status === 'nuevo' || request.status === 'contactado') ? (
            <Link href={quoteHref(request.quote.id)} className={panelButton('primary', 'small')}>
              Atender cotización<span className="visually-hidden"> {request.quote.folio}</span>
            </Link>
          ) : null}
          {STEPS.filter((s) => can(s.action)).map((s) => (
            <button
              key={s.action}
              type="button"
              className={panelButton(s.tone, 'small')}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void step(s.action)}
            >
              {s.label}
              <span className="visually-hidden">{s.spoken(who)}</span>
            </button>
          ))}
          {can('close') ? (
            <button type="button" className={panelButton('danger', 'small')} onClick={() => setClosing(true)}>
              Cerrar<span className="visually-hidden"> la solicitud de {who}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <MessageDialog
        open={closing}
        title={`¿Cerrar la solicitud de ${who}?`}
        label="Motivo"
        hint={`Por ejemplo: ${INBOX_CLOSE_REASONS.slice(0, 3).join('; ')}.`}
        required
        maxLength={255}
        field="reason"
        submitLabel="Cerrar la solicitud"
        busyLabel="Cerrando…"
        danger
        send={(reason) => stepRequest(request.id, 'close', reason)}
        onDone={() => {
          setClosing(false);
          onChanged(`Cerramos la solicitud de ${who}.`);
        }}
        onClose={() => setClosing(false)}
      >
        <p>Deja de estar entre las abiertas. Si la persona vuelve a escribir, la puedes reabrir.</p>
      </MessageDialog>
    </article>
  );
}
