import { formatDateTime, formatShortDate } from './dates';

it('formats short dates in Mexico City time', () => {
  expect(formatShortDate('2026-11-21T08:21:07.504Z')).toBe('21 nov 2026');
  // 03:00 UTC on the 1st is still the 31st in Mexico City.
  expect(formatShortDate('2026-01-01T03:00:00Z')).toBe('31 dic 2025');
  expect(formatShortDate('ayer')).toBe('ayer');
});

it('formats a date with its time', () => {
  expect(formatDateTime('2026-11-21T18:05:00Z')).toMatch(/^21 nov 2026,? 12:05/);
});
