import { hoursIssues } from '@/lib/contract/dealer-profiles';
import { formatDay, formatTime, localMoment, openState, openStateText, weekSchedule, zoneClock } from './hours';
import { openingHoursSpecification } from './opening-hours-ld';

const SPLIT = [
  { day: 1, opens: '16:00', closes: '19:00' },
  { day: 1, opens: '09:00', closes: '14:00' },
  { day: 6, opens: '10:00', closes: '14:00' },
];

/** A moment in Mexico City (UTC−6, no daylight saving time since 2022). */
const mx = (iso: string) => new Date(`${iso}-06:00`);

describe('the week table', () => {
  it('lists Monday to Sunday in Spanish, intervals in order, closed days as such', () => {
    const week = weekSchedule(SPLIT);
    expect(week.map((d) => d.name)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
    expect(formatDay(week[0]!)).toBe('9:00 a 14:00 y 16:00 a 19:00');
    expect(formatDay(week[1]!)).toBe('Cerrado');
    expect(formatDay(week[5]!)).toBe('10:00 a 14:00');
    expect(formatTime('13:30')).toBe('13:30');
  });
});

describe('open now', () => {
  it('reads the weekday and time in Mexico City', () => {
    expect(localMoment(mx('2026-11-23T09:30:00'))).toEqual({ day: 1, minutes: 570 }); // a Monday
    expect(localMoment(new Date('2026-11-24T03:00:00Z'))).toEqual({ day: 1, minutes: 21 * 60 }); // still Monday there
  });

  it('reads a zone clock worked out ahead as Intl reads the zone, across its changes of time', () => {
    // Tijuana keeps the United States' summer time (8 March and 1 November 2026); Cancún and
    // Mexico City change nothing.
    for (const zone of ['America/Tijuana', 'America/Cancun', 'America/Mexico_City', 'America/Hermosillo']) {
      const clock = zoneClock(zone, new Date('2026-01-01T00:00:00Z'), 400);
      expect(clock.offsets.length).toBe(zone === 'America/Tijuana' ? 3 : 1);
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 1, 1); t += 7 * 3_600_000 + 13 * 60_000) {
        expect([zone, localMoment(new Date(t), clock)]).toEqual([zone, localMoment(new Date(t), zone)]);
      }
    }
    const tijuana = zoneClock('America/Tijuana', new Date('2026-01-01T00:00:00Z'), 400);
    // 2:00 PST on 8 March is 10:00 UTC: the first minute of summer time.
    expect(tijuana.offsets[1]).toEqual([Date.UTC(2026, 2, 8, 10), -420]);
    // Outside its span, the clock asks Intl.
    const later = new Date(tijuana.until + 3_600_000);
    expect(localMoment(later, tijuana)).toEqual(localMoment(later, 'America/Tijuana'));
  });

  it('says open and until when, or when it opens next', () => {
    const monday = (time: string) => openState(SPLIT, mx(`2026-11-23T${time}`));
    expect(monday('10:00:00')).toEqual({ open: true, closes: '14:00' });
    expect(openStateText(monday('10:00:00'), 1)).toBe('Abierto ahora · cierra a las 14:00');
    expect(openStateText(monday('14:00:00'), 1)).toBe('Cerrado · abre hoy a las 16:00');
    expect(openStateText(monday('20:00:00'), 1)).toBe('Cerrado · abre el sábado a las 10:00');
    expect(openStateText(openState(SPLIT, mx('2026-11-29T12:00:00')), 7)).toBe('Cerrado · abre mañana a las 9:00'); // Sunday
    expect(openState([], mx('2026-11-23T10:00:00'))).toEqual({ open: false, next: null });
  });
});

describe('openingHoursSpecification', () => {
  it('groups the days that share an interval, in week order', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' }));
    expect(openingHoursSpecification([...weekdays, { day: 6, opens: '09:00', closes: '13:00' }])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });
});

describe('hours validation', () => {
  it('accepts a split shift and refuses closing before opening, overlaps and a third interval', () => {
    expect(hoursIssues(SPLIT)).toEqual([]);
    expect(hoursIssues([{ day: 2, opens: '18:00', closes: '18:00' }])).toEqual([
      { path: [0, 'closes'], message: 'El martes debe cerrar después de abrir.' },
    ]);
    expect(
      hoursIssues([
        { day: 1, opens: '09:00', closes: '14:00' },
        { day: 1, opens: '13:59', closes: '15:00' },
      ]),
    ).toEqual([{ path: [1, 'opens'], message: 'Los horarios del lunes se enciman.' }]);
    expect(
      hoursIssues([
        { day: 1, opens: '09:00', closes: '14:00' },
        { day: 1, opens: '14:00', closes: '15:00' },
      ]),
    ).toEqual([]);
    const three = ['08:00', '10:00', '12:00'].map((opens, i) => ({
      day: 4,
      opens,
      closes: ['09:00', '11:00', '13:00'][i]!,
    }));
    expect(hoursIssues(three)).toEqual([{ path: [2, 'opens'], message: 'El jueves admite a lo más 2 horarios.' }]);
  });
});

describe("a dealer's own clock", () => {
  it('reads Tijuana, Sonora and Cancún on their time, and central Mexico elsewhere', async () => {
    const { dealerTimeZone } = await import('./time-zones');
    expect(dealerTimeZone(2).zone).toBe('America/Tijuana');
    expect(dealerTimeZone(26).zone).toBe('America/Hermosillo');
    expect(dealerTimeZone(23).zone).toBe('America/Cancun');
    expect(dealerTimeZone(14)).toEqual({ zone: 'America/Mexico_City', label: 'Hora del centro de México.' });
    expect(dealerTimeZone(null).zone).toBe('America/Mexico_City');
  });

  it('says a Tijuana shop is still closed at 8:30 there, when it is already 10:30 in Mexico City', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' }));
    const at = new Date('2026-11-24T16:30:00Z'); // Tuesday: 10:30 in Mexico City, 8:30 in Tijuana
    expect(openState(weekdays, at).open).toBe(true);
    expect(openState(weekdays, at, 'America/Tijuana')).toEqual({
      open: false,
      next: { day: 2, opens: '09:00', today: true },
    });
  });
});
