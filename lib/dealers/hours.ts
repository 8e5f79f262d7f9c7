// A dealer's opening hours as people read them (a week table in Spanish, "Abierto ahora"); the
// schema.org form is in ./opening-hours-ld.ts (server only). Pure: the page renders the table
// on the server and works out "now" only in the browser, so no cached HTML says "open".
import { DAY_NAMES, sortHours, timeToMinutes, WEEKDAYS, type OpeningInterval } from '@/lib/contract/opening-hours';

/** Central Mexico's time zone, which most states keep all year since 2022. */
export const DEALER_TIME_ZONE = 'America/Mexico_City';

type DaySchedule = { day: number; name: string; intervals: { opens: string; closes: string }[] };

/** Monday to Sunday, each with its intervals in order (none: closed). */
export function weekSchedule(hours: readonly OpeningInterval[]): DaySchedule[] {
  const sorted = sortHours(hours);
  return WEEKDAYS.map((day) => ({
    day,
    name: DAY_NAMES[day]!,
    intervals: sorted.filter((h) => h.day === day).map(({ opens, closes }) => ({ opens, closes })),
  }));
}

/** "09:00" → "9:00"; "13:30" → "13:30" (24-hour clock, as Mexican shops post it). */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** "9:00 a 14:00 y 16:00 a 19:00", or "Cerrado". */
export function formatDay(schedule: DaySchedule): string {
  if (schedule.intervals.length === 0) return 'Cerrado';
  return schedule.intervals.map((i) => `${formatTime(i.opens)} a ${formatTime(i.closes)}`).join(' y ');
}

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (zone: string) => {
  let clock = clocks.get(zone);
  if (!clock)
    clocks.set(
      zone,
      (clock = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    );
  return clock;
};

/** The weekday (ISO 1–7) and minute of the day in `zone` (central Mexico by default). */
export function localMoment(date: Date, zone: string = DEALER_TIME_ZONE): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    clockOf(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 1, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

type OpenState =
  { open: true; closes: string } | { open: false; next: { day: number; opens: string; today: boolean } | null };

/** Open at `date` (and until when), or closed and when it opens next within the week. */
export function openState(hours: readonly OpeningInterval[], date: Date, zone: string = DEALER_TIME_ZONE): OpenState {
  const { day, minutes } = localMoment(date, zone);
  const sorted = sortHours(hours);
  const current = sorted.find(
    (h) => h.day === day && timeToMinutes(h.opens) <= minutes && minutes < timeToMinutes(h.closes),
  );
  if (current) return { open: true, closes: current.closes };
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = ((day - 1 + ahead) % 7) + 1;
    const next = sorted.find((h) => h.day === d && (ahead > 0 || timeToMinutes(h.opens) > minutes));
    if (next) return { open: false, next: { day: d, opens: next.opens, today: ahead === 0 } };
  }
  return { open: false, next: null };
}

/** "Abierto ahora · cierra a las 19:00"; "Cerrado · abre el lunes a las 9:00". */
export function openStateText(state: OpenState, today: number): string {
  if (state.open) return `Abierto ahora · cierra a las ${formatTime(state.closes)}`;
  if (!state.next) return 'Cerrado';
  const { day, opens, today: isToday } = state.next;
  const when = isToday ? 'hoy' : day === (today % 7) + 1 ? 'mañana' : `el ${DAY_NAMES[day]!.toLowerCase()}`;
  return `Cerrado · abre ${when} a las ${formatTime(opens)}`;
}
