// The panel's hours editor as data: one row per weekday with an open/closed switch and one or two
// intervals, turned into the API's list (and back), with the editor's shortcuts. Pure.
import {
  DAY_NAMES,
  MAX_INTERVALS_PER_DAY,
  sortHours,
  timeToMinutes,
  WEEKDAYS,
  type OpeningInterval,
} from '@/lib/contract/dealer-profiles';

type Interval = { opens: string; closes: string };
export type DayDraft = { day: number; name: string; open: boolean; intervals: Interval[] };
export type WeekDraft = DayDraft[];

/** Where each interval sent came from, so a 422 on `opening_hours.N.field` finds its row. */
export type Origin = { day: number; slot: number };

const DEFAULT_INTERVAL: Interval = { opens: '09:00', closes: '18:00' };

export function draftFromHours(hours: readonly OpeningInterval[]): WeekDraft {
  const sorted = sortHours(hours);
  return WEEKDAYS.map((day) => {
    const intervals = sorted.filter((h) => h.day === day).map(({ opens, closes }) => ({ opens, closes }));
    return {
      day,
      name: DAY_NAMES[day]!,
      open: intervals.length > 0,
      intervals: intervals.length > 0 ? intervals : [{ ...DEFAULT_INTERVAL }],
    };
  });
}

/** The list the API takes (closed days send nothing), and where each entry came from. */
export function hoursFromDraft(week: WeekDraft): { hours: OpeningInterval[]; origins: Origin[] } {
  const hours: OpeningInterval[] = [];
  const origins: Origin[] = [];
  for (const day of week) {
    if (!day.open) continue;
    day.intervals.forEach((interval, slot) => {
      hours.push({ day: day.day, opens: interval.opens, closes: interval.closes });
      origins.push({ day: day.day, slot });
    });
  }
  return { hours, origins };
}

const pad = (n: number) => String(n).padStart(2, '0');
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A second interval after the first: from an hour after it closes, for three hours (within the day). */
export function addInterval(week: WeekDraft, day: number): WeekDraft {
  return week.map((d) => {
    if (d.day !== day || d.intervals.length >= MAX_INTERVALS_PER_DAY) return d;
    const last = d.intervals.at(-1);
    const lastClose = last && /^\d\d:\d\d$/.test(last.closes) ? timeToMinutes(last.closes) : 14 * 60;
    const opens = Math.min(lastClose + 60, 22 * 60);
    return {
      ...d,
      intervals: [...d.intervals, { opens: toTime(opens), closes: toTime(Math.min(opens + 180, 23 * 60 + 59)) }],
    };
  });
}

export function removeInterval(week: WeekDraft, day: number, slot: number): WeekDraft {
  return week.map((d) =>
    d.day === day && d.intervals.length > 1 ? { ...d, intervals: d.intervals.filter((_, i) => i !== slot) } : d,
  );
}

export function setOpen(week: WeekDraft, day: number, open: boolean): WeekDraft {
  return week.map((d) => (d.day === day ? { ...d, open } : d));
}

export function setTime(week: WeekDraft, day: number, slot: number, field: keyof Interval, value: string): WeekDraft {
  return week.map((d) =>
    d.day === day ? { ...d, intervals: d.intervals.map((iv, i) => (i === slot ? { ...iv, [field]: value } : iv)) } : d,
  );
}

/** Tuesday to Friday take Monday's hours (open or closed). */
export function copyMondayToWeekdays(week: WeekDraft): WeekDraft {
  const monday = week.find((d) => d.day === 1);
  if (!monday) return week;
  return week.map((d) =>
    d.day >= 2 && d.day <= 5 ? { ...d, open: monday.open, intervals: monday.intervals.map((iv) => ({ ...iv })) } : d,
  );
}

/** A 422's `opening_hours.N.field` as the row and slot it names, else null. */
export function originOfError(key: string, origins: readonly Origin[]): (Origin & { field: string }) | null {
  const match = /^opening_hours\.(\d+)\.(\w+)$/.exec(key);
  const origin = match ? origins[Number(match[1])] : undefined;
  return origin && match ? { ...origin, field: match[2]! } : null;
}
