// The Spanish names of the inbox's requests: the list, its tabs and its refusals.
import type { InboxKind, InboxStatus } from '@/lib/contract/inbox';

export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  cotizacion: 'Cotización',
  mensaje: 'Mensaje',
  visita: 'Visita de medición',
  muestras: 'Muestras',
};

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = {
  nuevo: 'Nueva',
  contactado: 'Contactada',
  convertido: 'Convertida',
  cerrado: 'Cerrada',
};

/** Reasons a dealer closes a request with most often: offered in the dialog, any other may be typed. */
export const INBOX_CLOSE_REASONS = [
  'No contestó después de varios intentos',
  'Ya compró en otro lugar',
  'Fuera de mi zona de servicio',
  'Sólo quería un precio de referencia',
  'Datos de contacto incorrectos',
] as const;
