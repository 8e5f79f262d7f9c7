import { formatDateTime, formatRelativeTime, formatShortDate } from './dates';

it('formats short dates in Mexico City time', () => {
  expect(formatShortDate('2026-11-21T08:21:07.504Z')).toBe('21 nov 2026');
  // 03:00 UTC on the 1st is still the 31st in Mexico City.
  expect(formatShortDate('2026-01-01T03:00:00Z')).toBe('31 dic 2025');
  expect(formatShortDate('ayer')).toBe('ayer');
});

it('formats a date with its time', () => {
  expect(formatDateTime('2026-11-21T18:05:00Z')).toMatch(/^21 nov 2026,? 12:05/);
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
