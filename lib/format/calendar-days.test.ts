import {
  addDays,
  isCalendarDay,
  dayHeading,
  dayNumber,
  weekCaption,
  weekdayOf,
  weekdayShort,
  weekOf,
} from './calendar-days';

describe('calendar days for the agenda', () => {
  it('finds the Monday-to-Sunday week of any day, across months and years', () => {
    expect(weekOf('2026-12-03')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekOf('2027-01-03')[0]).toBe('2026-12-28');
    expect(weekOf('2026-11-30')[0]).toBe('2026-11-30');
  });

  it('moves by days without a time zone shifting them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2026-12-06')).toBe(7);
  });

  it('reads a day as Mexicans write it', () => {
    expect(weekdayShort('2026-12-02')).toBe('mié');
    expect(dayNumber('2026-12-02')).toBe('2');
    expect(dayHeading('2026-12-02')).toBe('miércoles 2 de diciembre');
    expect(weekCaption(weekOf('2026-12-10'))).toBe('diciembre de 2026');
    expect(weekCaption(weekOf('2026-12-02'))).toBe('noviembre – diciembre de 2026');
    expect(weekCaption(weekOf('2026-12-30'))).toBe('diciembre de 2026 – enero de 2027');
  });

  it('takes only real days from an address', () => {
    expect(isCalendarDay('2026-12-03')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('mañana')).toBe(false);
  });
});
