// Short dates for tables and cards, read in Mexico City time, and relative ones ("hace 5 minutos").

const SHORT = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});
const WITH_TIME = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Mexico_City',
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21T08:21:07Z" → "21 nov 2026" (the input unchanged when it is not a date). */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? SHORT.format(date).replace(/\./g, '') : iso;
}

/** "21 nov 2026, 02:21" in Mexico City time. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? WITH_TIME.format(date).replace(/\./g, '') : iso;
}

const RELATIVE = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "hace un momento", "hace 5 minutos", "hace 3 horas", "ayer", "hace 12 días"; a month or more
 * ago, the date ("21 nov 2026"). A time a little ahead (another clock) counts as a moment ago.
 */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso;
  const ago = now - date.getTime();
  if (ago < MINUTE) return 'hace un momento';
  if (ago < HOUR) return RELATIVE.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return RELATIVE.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return RELATIVE.format(-Math.floor(ago / DAY), 'day');
  return formatShortDate(iso);
}
