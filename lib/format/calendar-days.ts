// Plain calendar days ("2026-12-03") for the agenda: the week around one, moving by days, and how
// a day reads on a week strip ("mié", "3") and as a heading ("miércoles 3 de diciembre"). Days are
// computed at UTC noon, so no time zone or daylight change moves them.

const DAY_MS = 86_400_000;
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

const WEEKDAY_SHORT = new Intl.DateTimeFormat('es-MX', { weekday: 'short', timeZone: 'UTC' });
const HEADING = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-12-03" and a real day (not "2026-02-30"): what the agenda takes from an address or a field. */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && iso(at(value)) === value;
}

export function addDays(day: string, days: number): string {
  return iso(new Date(at(day).getTime() + days * DAY_MS));
}

/** 1 Monday … 7 Sunday, as opening hours count them. */
export function weekdayOf(day: string): number {
  return at(day).getUTCDay() || 7;
}

/** The seven days, Monday to Sunday, of the week that holds `day`. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, 1 - weekdayOf(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "mié" (no dot, whatever the ICU version writes). */
export function weekdayShort(day: string): string {
  return WEEKDAY_SHORT.format(at(day)).replace(/\.$/, '');
}

/** "3" */
export function dayNumber(day: string): string {
  return String(at(day).getUTCDate());
}

/** "miércoles 3 de diciembre" */
export function dayHeading(day: string): string {
  return HEADING.format(at(day)).replace(',', '');
}

/** "diciembre de 2026", or "noviembre – diciembre de 2026" for a week across two months. */
export function weekCaption(days: readonly string[]): string {
  const first = MONTH_YEAR.format(at(days[0]!));
  const last = MONTH_YEAR.format(at(days[days.length - 1]!));
  if (first === last) return first;
  const [firstMonth, firstYear] = first.split(' de ');
  const [, lastYear] = last.split(' de ');
  return firstYear === lastYear ? `${firstMonth} – ${last}` : `${first} – ${last}`;
}
