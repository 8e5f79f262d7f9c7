// The Spanish names of visits: the agenda, the sale screens, the invitations and the mails.
import type { VisitKind, VisitStatus } from '@/lib/contract/visits';

export const VISIT_KIND_LABELS: Readonly<Record<VisitKind, string>> = {
  medicion: 'Medición',
  instalacion: 'Instalación',
};

/** "la medición": in sentences ("Agendamos la medición"). */
export const VISIT_KIND_THE: Readonly<Record<VisitKind, string>> = {
  medicion: 'la medición',
  instalacion: 'la instalación',
};

export const VISIT_STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  programada: 'Programada',
  realizada: 'Realizada',
  cancelada: 'Cancelada',
};
