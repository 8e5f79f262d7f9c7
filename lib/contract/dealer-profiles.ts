// A dealer's own page (/distribuidores/{estado}/{slug}): opening hours, what it sells, the services
// it offers and a short description. GET/PUT /api/dealer-profile/{userId}; the public fields also
// travel in GET /api/dealers (./dealers.ts).
import './zod-config';
import { z } from 'zod';
import { optionalText } from './fields';
import { DAY_NAMES, sortHours, timeToMinutes, type OpeningInterval } from './opening-hours';

export { DAY_NAMES, WEEKDAYS, sortHours, timeToMinutes, type OpeningInterval } from './opening-hours';

import { DEALER_PRODUCTS, DEALER_SERVICES } from './dealer-offer';

export * from './dealer-offer';

/** At most two intervals a day (a split shift), so at most 14 in a week. */
export const MAX_INTERVALS_PER_DAY = 2;
export const DESCRIPTION_MAX = 600;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = (label: string) =>
  z
    .string({ error: `Escribe la hora de ${label} (HH:MM).` })
    .regex(TIME, `La hora de ${label} debe tener la forma HH:MM, por ejemplo 09:00.`);

/** One opening interval, as stored and as the API writes it. Replies are read loosely (any HH:MM text). */
export const openingIntervalSchema = z.object({
  day: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
}) satisfies z.ZodType<OpeningInterval>;

const intervalInput = z.object({
  day: z.number({ error: 'Elige el día.' }).int('Elige el día.').min(1, 'Elige el día.').max(7, 'Elige el día.'),
  opens: time('apertura'),
  closes: time('cierre'),
});

/**
 * The rules of a week's hours beyond each field's shape: a day closes after it opens, its
 * intervals do not overlap, at most two a day. Issues carry `opening_hours.N.field` paths.
 */
export function hoursIssues(hours: readonly OpeningInterval[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const byDay = new Map<number, { index: number; from: number; to: number }[]>();
  hours.forEach((interval, index) => {
    if (!TIME.test(interval.opens) || !TIME.test(interval.closes)) return;
    const from = timeToMinutes(interval.opens);
    const to = timeToMinutes(interval.closes);
    if (to <= from) {
      issues.push({
        path: [index, 'closes'],
        message: `El ${DAY_NAMES[interval.day]?.toLowerCase() ?? 'día'} debe cerrar después de abrir.`,
      });
      return;
    }
    byDay.set(interval.day, [...(byDay.get(interval.day) ?? []), { index, from, to }]);
  });
  for (const [day, intervals] of byDay) {
    const name = DAY_NAMES[day]?.toLowerCase() ?? 'día';
    if (intervals.length > MAX_INTERVALS_PER_DAY) {
      issues.push({
        path: [intervals[MAX_INTERVALS_PER_DAY]!.index, 'opens'],
        message: `El ${name} admite a lo más ${MAX_INTERVALS_PER_DAY} horarios.`,
      });
    }
    const sorted = [...intervals].sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.from < sorted[i - 1]!.to)
        issues.push({ path: [sorted[i]!.index, 'opens'], message: `Los horarios del ${name} se enciman.` });
    }
  }
  return issues;
}

function uniqueList<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z
    .array(z.enum(values, { error: `Elige ${what} de la lista.` }), { error: `Elige ${what} de la lista.` })
    .max(values.length)
    .transform((list) => values.filter((value) => list.includes(value)) as T[number][]);
}

/** PUT /api/dealer-profile/{userId}: the whole editable profile (the slug is not editable). */
export const dealerProfileUpdateSchema = z.object({
  opening_hours: z
    .array(intervalInput, { error: 'El horario debe ser una lista de intervalos.' })
    .max(7 * MAX_INTERVALS_PER_DAY, `El horario admite a lo más ${MAX_INTERVALS_PER_DAY} intervalos por día.`)
    .superRefine((hours, ctx) => {
      for (const issue of hoursIssues(hours))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform(sortHours),
  products: uniqueList(DEALER_PRODUCTS, 'los productos'),
  services: uniqueList(DEALER_SERVICES, 'los servicios'),
  description: optionalText('descripción', { max: DESCRIPTION_MAX }),
});
export type DealerProfileUpdate = z.input<typeof dealerProfileUpdateSchema>;

/** GET and PUT /api/dealer-profile/{userId}. */
export const dealerProfileSchema = z.object({
  user_id: z.number().int(),
  slug: z.string(),
  opening_hours: z.array(openingIntervalSchema),
  products: z.array(z.enum(DEALER_PRODUCTS)),
  services: z.array(z.enum(DEALER_SERVICES)),
  description: z.string().nullable(),
  /** The public page's path, e.g. /distribuidores/jalisco/decor-ventanas-providencia. */
  path: z.string(),
  /** Whether the page is public now: an active distributor shown on the map, with coordinates. */
  public: z.boolean(),
});
export type DealerProfile = z.output<typeof dealerProfileSchema>;
