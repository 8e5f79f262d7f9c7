import 'server-only';
import { createEvent, type EventAttributes } from 'ics';
import type { Visit } from '@/lib/contract/visits';
import { VISIT_KIND_LABELS } from '@/lib/content/visits';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/seo';

// A visit as a calendar invitation (RFC 5545, the `ics` package): a request when it is booked or
// moved, a cancellation when it is called off. One UID per visit and a SEQUENCE raised at every
// change, so the customer's calendar replaces the event instead of adding another.

const utcParts = (iso: string): [number, number, number, number, number] => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

export function visitInvitation(visit: Visit, sequence: number, cancelled = false): Uint8Array {
  const dealer = visit.distributor.company ?? visit.distributor.name;
  const host = new URL(siteUrl()).hostname;
  const event: EventAttributes = {
    uid: `visita-${visit.id}@${host}`,
    sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: `${VISIT_KIND_LABELS[visit.kind]} de ${site.shortName} · ${dealer}`,
    description: [
      visit.kind === 'medicion'
        ? `Visita para medir tus ventanas${visit.quote ? ` (cotización ${visit.quote.folio})` : ''}.`
        : `Instalación de tu pedido${visit.order ? ` ${visit.order.folio}` : ''}.`,
      visit.distributor.phone ? `Teléfono de ${dealer}: ${visit.distributor.phone}` : '',
      visit.notes ? `Notas: ${visit.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: visit.address ?? undefined,
    start: utcParts(visit.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(visit.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: `${site.shortName}/agenda`,
    ...(visit.customer.email
      ? { attendees: [{ name: visit.customer.name ?? visit.customer.email, email: visit.customer.email, rsvp: true }] }
      : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('No se pudo escribir la invitación de calendario.');
  return new TextEncoder().encode(value);
}
