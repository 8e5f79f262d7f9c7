import {
  addInterval,
  copyMondayToWeekdays,
  draftFromHours,
  hoursFromDraft,
  originOfError,
  removeInterval,
  setOpen,
  setTime,
} from './hours-editor';

const HOURS = [
  { day: 1, opens: '09:00', closes: '14:00' },
  { day: 1, opens: '16:00', closes: '19:00' },
  { day: 6, opens: '10:00', closes: '14:00' },
];

describe('the hours editor', () => {
  it('shows every weekday, closed days with a ready interval, and sends back only open days', () => {
    const week = draftFromHours(HOURS);
    expect(week).toHaveLength(7);
    expect(week[1]).toEqual({ day: 2, name: 'Martes', open: false, intervals: [{ opens: '09:00', closes: '18:00' }] });
    expect(hoursFromDraft(week)).toEqual({
      hours: HOURS,
      origins: [
        { day: 1, slot: 0 },
        { day: 1, slot: 1 },
        { day: 6, slot: 0 },
      ],
    });
  });

  it('opens a day with the ready interval, edits times and removes a second interval', () => {
    let week = setOpen(draftFromHours(HOURS), 2, true);
    week = setTime(week, 2, 0, 'closes', '17:30');
    week = removeInterval(week, 1, 0);
    expect(hoursFromDraft(week).hours).toEqual([
      { day: 1, opens: '16:00', closes: '19:00' },
      { day: 2, opens: '09:00', closes: '17:30' },
      { day: 6, opens: '10:00', closes: '14:00' },
    ]);
  });

  it('adds a second interval an hour after the first closes, never a third', () => {
    const week = addInterval(draftFromHours([{ day: 3, opens: '09:00', closes: '14:00' }]), 3);
    expect(week[2]!.intervals).toEqual([
      { opens: '09:00', closes: '14:00' },
      { opens: '15:00', closes: '18:00' },
    ]);
    expect(addInterval(week, 3)[2]!.intervals).toHaveLength(2);
  });

  it('copies Monday to Tuesday–Friday, leaving the weekend alone', () => {
    const week = copyMondayToWeekdays(draftFromHours(HOURS));
    expect(hoursFromDraft(week).hours.filter((h) => h.day <= 5)).toHaveLength(10);
    expect(week[4]!.intervals).toEqual([
      { opens: '09:00', closes: '14:00' },
      { opens: '16:00', closes: '19:00' },
    ]);
    expect(week[5]!.intervals).toEqual([{ opens: '10:00', closes: '14:00' }]);
    expect(week[6]!.open).toBe(false);
  });

  it('finds the row of a server error', () => {
    const { origins } = hoursFromDraft(draftFromHours(HOURS));
    expect(originOfError('opening_hours.2.closes', origins)).toEqual({ day: 6, slot: 0, field: 'closes' });
    expect(originOfError('opening_hours.9.closes', origins)).toBeNull();
    expect(originOfError('products.0', origins)).toBeNull();
  });
});
