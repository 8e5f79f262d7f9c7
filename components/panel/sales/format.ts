// Display helpers of the sales screens (quotes, orders, cart): the API's decimal money strings and
// ISO timestamps, shown the Mexican way. Pure functions.

import { formatMXN } from '@/lib/content/format';
import { decimalToCents } from '@/lib/pricing/money';

/** The API's money → "$1,234.50"; anything unreadable is shown as received. */
export function money(value: unknown): string {
  const cents = decimalToCents(value);
  return cents === null ? String(value ?? '') : formatMXN(cents);
}

const ZONE = 'America/Mexico_City';
const SHORT_DATE = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21T08:10:10Z" → "21 nov 2026" (Mexico City time); unreadable values as received. */
export function shortDate(iso: string): string {
  const date = parse(iso);
  return date ? SHORT_DATE.format(date) : iso;
}

/** "2026-11-21T08:10:10Z" → "21 nov 2026, 02:10" (Mexico City time). */
export function dateTime(iso: string): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : iso;
}

/** A whole number from a query-string value, or null: "3" → 3; "x", "0", "-1" → null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
