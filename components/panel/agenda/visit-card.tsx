'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ContactActions } from '../contact/contact-actions';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { MessageDialog } from '../sales/message-dialog';
import { ActionError } from '../sales/notices';
import { StatusBadge, type StatusTone } from '../sales/status-badge';
import { panelButton } from '../ui';
import { cancelVisit, completeVisit } from '@/lib/api/visits';
import type { Visit, VisitStatus } from '@/lib/contract/visits';
import { VISIT_KIND_LABELS, VISIT_KIND_THE, VISIT_STATUS_LABELS } from '@/lib/content/visits';
import { dayHeading } from '@/lib/format/calendar-days';
import { useConfirmedAction } from '../sales/use-confirmed-action';
import { VisitDialog } from './visit-dialog';
import factsStyles from '../ui/facts.module.css';
import styles from './agenda.module.css';

const TONES: Record<VisitStatus, StatusTone> = { programada: 'info', realizada: 'success', cancelada: 'neutral' };

const mapsHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * One visit: when, what for, whom and where, with the way to reach the customer; whoever serves it
 * moves it, cancels it (telling the customer why) or marks it done. `showDay` where the list is not
 * already grouped by day; `from` names the sender of a WhatsApp or mail.
 */
export function VisitCard({
  visit,
  staff,
  showDay = false,
  showDealer = false,
  showSale = true,
  from,
  onChanged,
}: {
  visit: Visit;
  staff: boolean;
  showDay?: boolean;
  showDealer?: boolean;
  /** The link to its quote or order; not on that quote's or order's own screen. */
  showSale?: boolean;
  from: string;
  onChanged: (visit: Visit, message: string) => void;
}) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const done = useConfirmedAction(
    () => completeVisit(visit.id),
    (saved) => onChanged(saved, `Marcamos ${VISIT_KIND_THE[visit.kind]} como realizada.`),
  );
  const what = VISIT_KIND_LABELS[visit.kind];
  const sale = visit.quote
    ? {
        label: `Cotización ${visit.quote.folio}`,
        href: `/panel/listas/${staff ? 'cotizaciones-admin' : 'cotizaciones'}/${visit.quote.id}`,
      }
    : visit.order
      ? {
          label: `Pedido ${visit.order.folio}`,
          href: `/panel/listas/${staff ? 'ordenes-admin' : 'ordenes'}/${visit.order.id}`,
        }
      : null;
  const folio = visit.quote?.folio ?? visit.order?.folio;
  const open = visit.status === 'programada';
  const headingId = `visita-${visit.id}`;

  return (
    <article className={styles.card} data-status={visit.status} data-kind={visit.kind} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          <span className={styles.when}>
            {showDay ? `${dayHeading(visit.date)}, ` : ''}
            <time dateTime={visit.starts_at}>{visit.start}</time>–<time dateTime={visit.ends_at}>{visit.end}</time>
          </span>
          <span className={styles.kind}>{what}</span>
        </h3>
        <StatusBadge label={VISIT_STATUS_LABELS[visit.status]} tone={TONES[visit.status]} />
      </header>
      <dl className={factsStyles.facts}>
        {staff ? (
          <div>
            <dt>Cliente</dt>
            <dd>{visit.customer.name ?? visit.customer.email ?? 'Sin nombre'}</dd>
          </div>
        ) : null}
        {!staff || showDealer ? (
          <div>
            <dt>Distribuidor</dt>
            <dd>{visit.distributor.company ?? visit.distributor.name}</dd>
          </div>
        ) : null}
        {visit.address ? (
          <div>
            <dt>Dirección</dt>
            <dd>
              {visit.address}{' '}
              <a href={mapsHref(visit.address)} target="_blank" rel="noopener noreferrer">
                Cómo llegar<span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
            </dd>
          </div>
        ) : null}
        {sale && showSale ? (
          <div>
            <dt>Para</dt>
            <dd>
              <Link href={sale.href}>{sale.label}</Link>
            </dd>
          </div>
        ) : null}
        {visit.notes ? (
          <div>
            <dt>Notas</dt>
            <dd>{visit.notes}</dd>
          </div>
        ) : null}
        {visit.cancel_reason ? (
          <div>
            <dt>Motivo de la cancelación</dt>
            <dd>{visit.cancel_reason}</dd>
          </div>
        ) : null}
      </dl>
      {staff && open ? (
        <ContactActions
          contact={visit.customer}
          about={`${VISIT_KIND_THE[visit.kind]} del ${dayHeading(visit.date)} a las ${visit.start}${folio ? ` (${folio})` : ''}`}
          from={from}
        />
      ) : null}
      <ActionError error={done.error} title="No se pudo marcar la visita" />
      {staff && open ? (
        <div className={styles.cardActions}>
          <button type="button" className={panelButton('primary', 'small')} onClick={done.ask}>
            Realizada
            <span className="visually-hidden">
              : {what.toLowerCase()} de las {visit.start}
            </span>
          </button>
          <button type="button" className={panelButton('secondary', 'small')} onClick={() => setMoving(true)}>
            Mover
            <span className="visually-hidden">
              {' '}
              {what.toLowerCase()} de las {visit.start}
            </span>
          </button>
          <button type="button" className={panelButton('danger', 'small')} onClick={() => setCancelling(true)}>
            Cancelar
            <span className="visually-hidden">
              {' '}
              {what.toLowerCase()} de las {visit.start}
            </span>
          </button>
        </div>
      ) : null}
      {moving ? (
        <VisitDialog
          target={{ mode: 'move', visit }}
          distributorId={visit.distributor.id}
          onClose={() => setMoving(false)}
          onSaved={(saved) => {
            setMoving(false);
            onChanged(
              saved,
              `Movimos ${VISIT_KIND_THE[visit.kind]} al ${dayHeading(saved.date)} a las ${saved.start}; el cliente recibió la nueva invitación.`,
            );
          }}
        />
      ) : null}
      <MessageDialog
        open={cancelling}
        title={`¿Cancelar ${VISIT_KIND_THE[visit.kind]} del ${dayHeading(visit.date)}?`}
        label="Motivo (lo lee el cliente)"
        maxLength={255}
        field="reason"
        submitLabel="Sí, cancelar la visita"
        busyLabel="Cancelando…"
        danger
        send={(reason) => cancelVisit(visit.id, reason)}
        onDone={(saved) => {
          setCancelling(false);
          onChanged(saved, `Cancelamos ${VISIT_KIND_THE[visit.kind]}; avisamos al cliente.`);
        }}
        onClose={() => setCancelling(false)}
      >
        <p>
          El cliente recibe un correo con la cancelación y su calendario la quita. Puedes agendar otra fecha después.
        </p>
      </MessageDialog>
      <ConfirmDialog
        open={done.asking}
        title={`¿Marcar ${VISIT_KIND_THE[visit.kind]} como realizada?`}
        confirmLabel={done.busy ? 'Guardando…' : 'Sí, fue realizada'}
        busy={done.busy}
        positive
        onConfirm={done.confirm}
        onCancel={done.dismiss}
      >
        <p>
          {visit.kind === 'medicion'
            ? 'Después ajusta la cotización a las medidas que tomaste y envíasela al cliente.'
            : 'Después cambia el pedido a “Instalado” y registra el saldo si ya lo pagó.'}
        </p>
      </ConfirmDialog>
    </article>
  );
}
