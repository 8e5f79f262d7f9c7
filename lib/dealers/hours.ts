// A dealer's opening hours as people read them (a week table in Spanish, "Abierto ahora"); the
// schema.org form is in ./opening-hours-ld.ts (server only). Pure: the page renders the table
// on the server and works out "now" only in the browser, so no cached HTML says "open".
import { DAY_NAMES, sortHours, timeToMinutes, WEEKDAYS, type OpeningInterval } from '@/lib/contract/opening-hours';
import { offsetMinutes } from '@/lib/format/zoned';

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

/**
 * A zone's clock worked out ahead on the server: its offsets from UTC over a span of time, so the
 * browser reads the dealer's weekday and minute with plain arithmetic. (The first Intl formatter
 * with a time zone a page builds loads ICU's zone data: tens of milliseconds of a phone's start-up,
 * for a line of text.) Outside the span — a page kept open, or served from a cache, past it — the
 * browser asks Intl as before.
 */
export type ZoneClock = {
  zone: string;
  /** [from (ms since the epoch), the offset from then on in minutes], in order; the first starts the span. */
  offsets: [number, number][];
  /** The end of the span (ms since the epoch). */
  until: number;
};

const DAY_MS = 86_400_000;
/** The zone's offset from UTC at `t` (ms since the epoch), in whole minutes. */
const offsetAt = (zone: string, t: number) => offsetMinutes(new Date(t), zone);

// A few milliseconds of Intl calls each: kept per zone and day (a server renders every dealer page).
const zoneClocks = new Map<string, ZoneClock>();

/** `zone`'s offsets from `from` (the start of its UTC day) for `days` days: every change found to the minute. */
export function zoneClock(zone: string, from: Date = new Date(), days = 400): ZoneClock {
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const key = `${zone} ${start} ${days}`;
  let clock = zoneClocks.get(key);
  if (!clock) {
    if (zoneClocks.size >= 64) zoneClocks.clear();
    clock = workOutClock(zone, start, days);
    zoneClocks.set(key, clock);
  }
  return clock;
}

function workOutClock(zone: string, start: number, days: number): ZoneClock {
  const until = start + days * DAY_MS;
  const step = 6 * 3_600_000;
  const offsets: [number, number][] = [[start, offsetAt(zone, start)]];
  for (let t = start + step; t < until; t += step) {
    const before = offsets.at(-1)![1];
    if (offsetAt(zone, t) === before) continue;
    // The first minute on the new offset, between the last hour on the old one and this one.
    let lo = t - step;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    offsets.push([hi, offsetAt(zone, hi)]);
  }
  return { zone, offsets, until };
}

/** The weekday (ISO 1–7) and minute of the day on a zone's clock (central Mexico by default). */
export function localMoment(date: Date, zone: string | ZoneClock = DEALER_TIME_ZONE): { day: number; minutes: number } {
  const t = date.getTime();
  if (typeof zone !== 'string') {
    const first = zone.offsets[0];
    if (first && t >= first[0] && t < zone.until) {
      let offset = first[1];
      for (const [from, minutes] of zone.offsets) if (t >= from) offset = minutes;
      const local = new Date(t + offset * 60_000);
      return { day: ((local.getUTCDay() + 6) % 7) + 1, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
    }
  }
  const parts = Object.fromEntries(
    clockOf(typeof zone === 'string' ? zone : zone.zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 1, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

type OpenState =
  { open: true; closes: string } | { open: false; next: { day: number; opens: string; today: boolean } | null };

/** Open at `date` (and until when), or closed and when it opens next within the week. */
export function openState(
  hours: readonly OpeningInterval[],
  date: Date,
  zone: string | ZoneClock = DEALER_TIME_ZONE,
): OpenState {
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
