// A distributor's agenda: measuring visits (for a quote) and installations (for an order), booked
// within its opening hours on its own clock, moved or cancelled; the customer gets a calendar
// invitation and a reminder the day before.
import './zod-config';
import { z } from 'zod';
import { id, optionalText } from './fields';
import { sameType } from './same-type';

export const VISIT_KINDS = ['medicion', 'instalacion'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const VISIT_STATUSES = ['programada', 'realizada', 'cancelada'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** How long a visit may take, in minutes. */
export const VISIT_MINUTES = { min: 15, max: 480, usual: { medicion: 60, instalacion: 120 } } as const;

/** The longest stretch the agenda lists at once, in days. */
export const AGENDA_MAX_DAYS = 42;

const day = (label: string) => z.iso.date({ error: `La ${label} debe ser una fecha válida (AAAA-MM-DD).` });
const clock = z
  .string({ error: 'La hora es obligatoria.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'La hora debe escribirse como 10:30.' });
const minutes = z
  .number({ error: 'La duración debe ser un número de minutos.' })
  .int({ error: 'La duración debe ser un número entero de minutos.' })
  .min(VISIT_MINUTES.min, { error: `Una visita dura al menos ${VISIT_MINUTES.min} minutos.` })
  .max(VISIT_MINUTES.max, { error: 'Una visita dura a lo más 8 horas.' });

/** When, on the distributor's clock: a day, a start time and how long. */
const slotFields = { date: day('fecha'), start: clock, duration_min: minutes.optional() };

/**
 * POST /api/visits — the distributor serving a quote books the measuring visit for it, or the
 * installation for an order (an admin may book either for that distributor).
 */
export const bookVisitSchema = z
  .object({
    kind: z.enum(VISIT_KINDS, { error: 'Elige si la visita es para medir o para instalar.' }),
    quote_id: id('cotización').optional(),
    order_id: id('pedido').optional(),
    ...slotFields,
    address: optionalText('dirección', { max: 255 }),
    notes: optionalText('notas', { max: 1000 }),
  })
  .superRefine((visit, ctx) => {
    if (visit.kind === 'medicion' && !visit.quote_id)
      ctx.addIssue({ code: 'custom', path: ['quote_id'], message: 'Una medición se agenda para una cotización.' });
    if (visit.kind === 'instalacion' && !visit.order_id)
      ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'Una instalación se agenda para un pedido.' });
  });

/** PUT /api/visits/{id} — another day or time. */
export const moveVisitSchema = z.object(slotFields);

/** POST /api/visits/{id}/cancel */
export const cancelVisitSchema = z.object({ reason: optionalText('motivo', { max: 255 }) });

const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), id(label).optional());

/**
 * GET /api/visits?desde=&hasta= — the days listed (a week from today by default); or
 * ?cotizacion= / ?pedido= — every visit of that quote or order, for whoever may see it.
 */
export const visitListQuerySchema = z
  .object({
    desde: day('fecha inicial').optional(),
    hasta: day('fecha final').optional(),
    cotizacion: optionalId('cotización'),
    pedido: optionalId('pedido'),
  })
  .superRefine((range, ctx) => {
    if (range.desde && range.hasta) {
      const days = (Date.parse(range.hasta) - Date.parse(range.desde)) / 86_400_000;
      if (days < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['hasta'],
          message: 'La fecha final no puede ser anterior a la inicial.',
        });
      else if (days > AGENDA_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['hasta'],
          message: `La agenda muestra hasta ${AGENDA_MAX_DAYS} días a la vez.`,
        });
    }
  });

export type Visit = {
  id: number;
  kind: VisitKind;
  status: VisitStatus;
  starts_at: string;
  ends_at: string;
  /** On the distributor's clock: its day, start and end ("2026-12-05", "10:00", "11:00"), and the zone. */
  date: string;
  start: string;
  end: string;
  time_zone: string;
  distributor: { id: number; name: string; company: string | null; phone: string | null };
  customer: { id: number | null; name: string | null; email: string | null; phone: string | null };
  address: string | null;
  notes: string | null;
  quote: { id: number; folio: string } | null;
  order: { id: number; folio: string } | null;
  cancel_reason: string | null;
};

const reference = z.object({ id: z.number().int(), folio: z.string() }).nullable();

export const visitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VISIT_KINDS),
  status: z.enum(VISIT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  distributor: z.object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  quote: reference,
  order: reference,
  cancel_reason: z.string().nullable(),
});
sameType<Visit, z.output<typeof visitSchema>>(true);

export const visitListSchema = z.object({ data: z.array(visitSchema), desde: z.string(), hasta: z.string() });
export type VisitList = z.output<typeof visitListSchema>;
