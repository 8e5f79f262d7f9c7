// A dealer's opening hours as plain data, without zod: the dealer page's hours table runs in the
// browser, and zod (~30 KB gzip) must not come along with it. The schemas that validate hours are
// in ./dealer-profiles.ts, which re-exports everything here.

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DAY_NAMES: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

/** One opening interval, as stored and as the API writes it ("09:00"–"14:00" on day 1…7). */
export type OpeningInterval = { day: number; opens: string; closes: string };

/** "09:30" → 570. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Hours in week order: by day, then by opening time. */
export function sortHours<T extends OpeningInterval>(hours: readonly T[]): T[] {
  return [...hours].sort((a, b) => a.day - b.day || timeToMinutes(a.opens) - timeToMinutes(b.opens));
}
