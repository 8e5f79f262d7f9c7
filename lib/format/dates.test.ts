import {
  formatDateTime,
  formatDayMonth,
  formatIsoMinute,
  formatLongDate,
  formatRelativeTime,
  formatShortDate,
  formatTime,
  mexicoDay,
} from './dates';

describe('formatLongDate', () => {
  it('writes a calendar date in Spanish without shifting the day', () => {
    expect(formatLongDate('2026-01-15')).toBe('15 de enero de 2026');
    expect(formatLongDate('2025-12-01')).toBe('1 de diciembre de 2025');
    expect(formatDayMonth('2026-11-01')).toBe('1 de noviembre');
  });

  it('reads timestamps in Mexico City time', () => {
    expect(formatLongDate('2026-03-01T03:00:00Z')).toBe('28 de febrero de 2026');
  });

  it('returns anything else unchanged', () => {
    expect(formatLongDate('marzo de 2026')).toBe('marzo de 2026');
    expect(formatLongDate('')).toBe('');
  });
});

describe('short dates and times: one style, Mexico City time', () => {
  it('abbreviates the month without a dot', () => {
    expect(formatShortDate('2026-11-21T08:21:07.504Z')).toBe('21 nov 2026');
    expect(formatShortDate('2026-09-02T18:00:00Z')).toBe('2 sep 2026');
  });

  it('reads an instant in Mexico City, a plain day as that day', () => {
    // 03:00 UTC on the 1st is still the 31st in Mexico City.
    expect(formatShortDate('2026-01-01T03:00:00Z')).toBe('31 dic 2025');
    expect(formatShortDate('2026-01-01')).toBe('1 ene 2026');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-21T18:05:00Z')).toBe('21 nov 2026, 12:05');
    expect(formatDateTime('2026-11-21T20:05:00Z')).toBe('21 nov 2026, 14:05');
    expect(formatDateTime('2026-11-21T08:10:00Z')).toBe('21 nov 2026, 02:10');
    expect(formatTime(new Date('2026-11-21T20:35:00Z'))).toBe('14:35');
  });

  it('returns what is not a date unchanged', () => {
    expect(formatShortDate('ayer')).toBe('ayer');
    expect(formatDateTime('ayer')).toBe('ayer');
  });
});

it('says how long ago a time was, in words', () => {
  const now = Date.parse('2026-11-21T18:00:00Z');
  const ago = (ms: number) => formatRelativeTime(new Date(now - ms).toISOString(), now);
  expect(ago(20_000)).toBe('hace un momento');
  expect(ago(-30_000)).toBe('hace un momento');
  expect(ago(60_000)).toBe('hace 1 minuto');
  expect(ago(5 * 60_000 + 59_000)).toBe('hace 5 minutos');
  expect(ago(3_600_000)).toBe('hace 1 hora');
  expect(ago(3 * 3_600_000)).toBe('hace 3 horas');
  expect(ago(26 * 3_600_000)).toBe('ayer');
  expect(ago(12 * 86_400_000)).toBe('hace 12 días');
  expect(formatRelativeTime('2026-10-01T18:00:00Z', now)).toBe('1 oct 2026');
  expect(formatRelativeTime('no es fecha', now)).toBe('no es fecha');
});

it('writes days and minutes as spreadsheets read them, in Mexico City time', () => {
  expect(formatIsoMinute(new Date('2026-11-24T23:05:00Z'))).toBe('2026-11-24 17:05');
  expect(formatIsoMinute(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24 21:00');
  expect(formatIsoMinute(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24 00:00');
  expect(mexicoDay(new Date('2026-11-25T05:59:00Z'))).toBe('2026-11-24');
});
