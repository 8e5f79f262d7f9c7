// Dates and times, one style everywhere: "21 nov 2026", "21 nov 2026, 14:05", "21 de noviembre de
// 2026". An instant (an ISO timestamp) is read in Mexico City time; a plain calendar day
// ("2026-11-21") is read as that day, so it never shifts to the one before.

import { lazy } from './lazy';

const LOCALE = 'es-MX';
const ZONE = 'America/Mexico_City';
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Parts = Intl.DateTimeFormatOptions;
type Pair = { instant: Intl.DateTimeFormat; day: Intl.DateTimeFormat };
/** One formatter for instants (Mexico City) and one for plain days (UTC midnight, so the day stays). */
function formatters(parts: Parts): () => Pair {
  return lazy(() => ({
    instant: new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone: ZONE }),
    day: new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone: 'UTC' }),
  }));
}

const LONG = formatters({ day: 'numeric', month: 'long', year: 'numeric' });
const SHORT = formatters({ day: 'numeric', month: 'short', year: 'numeric' });
const DAY_MONTH = formatters({ day: 'numeric', month: 'long' });
const WITH_TIME = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: ZONE,
    }),
);
const TIME = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }),
);
// sv-SE writes as ISO does ("2026-11-24 15:30"); es-MX would write "24/11/2026, 3:30 p.m.".
const ISO_DAY = lazy(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const ISO_MINUTE = lazy(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** A plain day or an ISO timestamp → the Date and whether it is a plain day; null for anything else. */
function read(value: string): { date: Date; plainDay: boolean } | null {
  const plainDay = PLAIN_DAY.test(value);
  if (!plainDay && !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(plainDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, plainDay };
}

function format(value: string, formatter: () => Pair): string {
  const pair = formatter();
  const read_ = read(value);
  if (!read_) return value;
  return withoutMonthDot((read_.plainDay ? pair.day : pair.instant).formatToParts(read_.date));
}

// Some ICU versions abbreviate "nov." and others "nov": the month prints without the dot everywhere.
function withoutMonthDot(parts: Intl.DateTimeFormatPart[]): string {
  return parts.map((p) => (p.type === 'month' ? p.value.replace(/\.$/, '') : p.value)).join('');
}

/** "2026-01-15" or a timestamp → "15 de enero de 2026". Anything else is returned unchanged. */
export function formatLongDate(value: string): string {
  return format(value, LONG);
}

/** "2026-11-01" → "1 de noviembre" (a range that states the year once). */
export function formatDayMonth(value: string): string {
  return format(value, DAY_MONTH);
}

/** "2026-11-21T08:21:07Z" → "21 nov 2026"; anything else unchanged. */
export function formatShortDate(value: string): string {
  return format(value, SHORT);
}

/** "2026-11-21T20:05:00Z" → "21 nov 2026, 14:05" (Mexico City time); anything else unchanged. */
export function formatDateTime(value: string): string {
  const read_ = read(value);
  return read_ && !read_.plainDay ? withoutMonthDot(WITH_TIME().formatToParts(read_.date)) : value;
}

/** An instant's time of day in Mexico City, 24-hour: "14:05", "09:30". */
export function formatTime(at: Date): string {
  return TIME().format(at);
}

/** The calendar day of an instant in Mexico City: "2026-11-24". */
export function mexicoDay(at: Date = new Date()): string {
  return ISO_DAY().format(at);
}

/** "2026-11-24 15:30" in Mexico City time: what spreadsheets read as a date and time. */
export function formatIsoMinute(at: Date): string {
  return ISO_MINUTE().format(at);
}

const RELATIVE = lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "hace un momento", "hace 5 minutos", "hace 3 horas", "ayer", "hace 12 días"; a month or more ago,
 * the short date. A time a little ahead (another clock) counts as a moment ago.
 */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const ago = now - date.getTime();
  if (ago < MINUTE) return 'hace un momento';
  if (ago < HOUR) return RELATIVE().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return RELATIVE().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return RELATIVE().format(-Math.floor(ago / DAY), 'day');
  return formatShortDate(iso);
}
