// When a dated file (a promotion, a price list) applies: its state on a given day and the Spanish
// phrase for its dates. Dates are ISO calendar days ("2026-11-01"), read in Mexico City time.
// And how long a quote holds, said one way everywhere. Pure: used by the panel's screens, the
// quoter and the server's PDFs, links and mail alike.
import { formatDayMonth, formatLongDate, mexicoDay } from '@/lib/format/dates';

/**
 * How long a quote holds, in days: a saved quote's validity, the preliminary PDF's, a share
 * link's life. One figure, so the PDF, the link, the quoter and the mail never disagree.
 */
export const QUOTE_VALIDITY_DAYS = 15;

const DAY_MS = 86_400_000;

/** The instant a quote made at `from` stops holding. */
export const quoteValidUntil = (from: Date): Date => new Date(from.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);

/**
 * "vigente hasta el 16 de julio de 2026 (15 días)": how a quote, its PDF, a share link and a mail
 * state their validity. With `issuedAt`, the days are the record's own (a stored quote keeps them).
 */
export function quoteValidityText(validUntil: string, issuedAt?: string): string {
  const days = issuedAt ? Math.round((Date.parse(validUntil) - Date.parse(issuedAt)) / DAY_MS) : QUOTE_VALIDITY_DAYS;
  return `vigente hasta el ${formatLongDate(validUntil)} (${days} días)`;
}

export type Validity = 'vigente' | 'vencida' | 'proxima';

/** null when the file has no dates; otherwise where `today` falls (both ends included). */
export function validityOf(from: string | null, until: string | null, today: string = mexicoDay()): Validity | null {
  if (!from && !until) return null;
  if (from && today < from) return 'proxima';
  if (until && today > until) return 'vencida';
  return 'vigente';
}

/** "del 1 de noviembre al 15 de diciembre de 2026" (the year once when both days share it). */
export function validityRange(from: string | null, until: string | null): string | null {
  if (from && until) {
    const sameYear = from.slice(0, 4) === until.slice(0, 4);
    return `del ${(sameYear ? formatDayMonth : formatLongDate)(from)} al ${formatLongDate(until)}`;
  }
  if (from) return `desde el ${formatLongDate(from)}`;
  if (until) return `hasta el ${formatLongDate(until)}`;
  return null;
}

/**
 * The label a list shows: "Vigente del … al …", "Vencida (del … al …)",
 * "Próximamente (del … al …)"; null without dates.
 */
export function validityLabel(from: string | null, until: string | null, today: string = mexicoDay()): string | null {
  const state = validityOf(from, until, today);
  const range = validityRange(from, until);
  if (!state || !range) return null;
  if (state === 'vencida') return `Vencida (${range})`;
  if (state === 'proxima') return `Próximamente (${range})`;
  return `Vigente ${range}`;
}

/** Shifts an ISO day by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
