// A local day and time in a time zone, and back: a visit is booked as "5 dic, 10:00" on the
// distributor's clock and kept as an instant. Pure: the browser's agenda and the server agree.

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

const WEEKDAY: Record<string, number> = { mån: 1, tis: 2, ons: 3, tors: 4, fre: 5, lör: 6, sön: 7 };

/** An instant as its zone reads it: "2026-12-05", "10:00", ISO weekday 1–7. */
export function localParts(instant: Date, zone: string): { date: string; time: string; weekday: number } {
  const parts = Object.fromEntries(
    clockOf(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAY[String(parts.weekday).replace('.', '')] ?? 0,
  };
}

/** A wall date and time ("2026-12-05", "10:00") read as if it were UTC, in ms since the epoch. */
function wallAsUtc(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/** `zone`'s offset from UTC at `instant`, in whole minutes (−360 for Mexico City). */
export function offsetMinutes(instant: Date, zone: string): number {
  const seen = localParts(instant, zone);
  return Math.round((wallAsUtc(seen.date, seen.time) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "2026-12-05" at "10:00" in `zone` → the instant (the zone's offset that day, summer time included). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wanted = wallAsUtc(date, time);
  // Start from the wall time read as UTC and move by the zone's offset, twice (an offset that
  // changes between the guess and the answer: the hour summer time starts or ends).
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = localParts(new Date(guess), zone);
    guess += wanted - wallAsUtc(seen.date, seen.time);
  }
  return new Date(guess);
}
