// Short dates for tables and cards, read in Mexico City time.

const SHORT = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Mexico_City' });
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
