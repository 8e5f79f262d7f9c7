// A quote's steps as its history shows them: what happened, in the words of the panel.
import type { QuoteEvent } from '@/lib/contract/quotes';
import type { TimelineEntry } from '../sales/timeline';
import { quoteStatusInfo } from './quote-status';

const TITLES: Record<string, (event: QuoteEvent) => string> = {
  create: () => 'Cotización guardada',
  request: () => 'Solicitada al distribuidor',
  edit: () => 'Ajustada por el distribuidor',
  send: (event) =>
    event.version && event.version > 1 ? `Enviada al cliente · versión ${event.version}` : 'Enviada al cliente',
  accept: () => 'Aceptada: se creó el pedido',
  request_changes: () => 'El cliente pidió cambios',
  decline: () => 'Rechazada por el cliente',
  claim: () => 'Ligada a la cuenta del cliente',
  expire: () => 'Venció sin respuesta',
  status: (event) => `Marcada como ${quoteStatusInfo(event.status).label.toLowerCase()}`,
};

/** One step for the timeline; a step this panel does not know is named by its status. */
export function quoteEventEntry(event: QuoteEvent): TimelineEntry {
  const title = Object.hasOwn(TITLES, event.action)
    ? TITLES[event.action]!(event)
    : quoteStatusInfo(event.status).label;
  return { title, at: event.at, by: event.by, note: event.note, tone: quoteStatusInfo(event.status).tone };
}
