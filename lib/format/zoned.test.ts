import { localParts, zonedInstant } from './zoned';

describe('a local day and time in a zone', () => {
  it('is the instant of that wall time, whatever the zone', () => {
    expect(zonedInstant('2026-12-05', '10:00', 'America/Mexico_City').toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(zonedInstant('2026-12-05', '10:00', 'America/Cancun').toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(zonedInstant('2026-12-05', '10:00', 'America/Hermosillo').toISOString()).toBe('2026-12-05T17:00:00.000Z');
    // Tijuana keeps summer time: 10:00 in July is UTC−7, in December UTC−8.
    expect(zonedInstant('2026-07-10', '10:00', 'America/Tijuana').toISOString()).toBe('2026-07-10T17:00:00.000Z');
    expect(zonedInstant('2026-12-10', '10:00', 'America/Tijuana').toISOString()).toBe('2026-12-10T18:00:00.000Z');
  });

  it('reads back as it was written, with its weekday', () => {
    const instant = zonedInstant('2026-12-07', '09:30', 'America/Mexico_City');
    expect(localParts(instant, 'America/Mexico_City')).toEqual({ date: '2026-12-07', time: '09:30', weekday: 1 });
    expect(localParts(zonedInstant('2026-12-13', '18:00', 'America/Mazatlan'), 'America/Mazatlan').weekday).toBe(7);
  });
});
