import { CalendarDate, PersianCalendar } from '@internationalized/date';
import { calendarFor, fromIsoValue, monthWeeks, toIsoDate, weekdayOf } from './calendar';

const persian = new PersianCalendar();

describe('calendar', () => {
  it('converts Jalali dates to ISO Gregorian dates and back', () => {
    expect(toIsoDate(new CalendarDate(persian, 1404, 1, 1))).toBe('2025-03-21');
    const back = fromIsoValue('2025-03-21', calendarFor('fa'));
    expect([back?.year, back?.month, back?.day]).toEqual([1404, 1, 1]);
  });

  it('reads instants in Tehran time and local date-times as written', () => {
    const instant = fromIsoValue('2025-03-20T21:00:00Z', calendarFor('fa'));
    expect([instant?.month, instant?.day]).toEqual([1, 1]);
    expect(toIsoDate(fromIsoValue('2025-03-20T23:59:00', calendarFor('en'))!)).toBe('2025-03-20');
    expect(fromIsoValue('not a date', calendarFor('en'))).toBeNull();
  });

  it('lays out Farvardin 1404 from Saturday, starting on its Friday', () => {
    const weeks = monthWeeks(1404, 1, persian);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.day).toBe(1);
    expect(weekdayOf(weeks[0]![6]!)).toBe(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives leap Esfand 30 days and a common one 29', () => {
    expect(monthWeeks(1403, 12, persian).flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks(1404, 12, persian).flat().filter(Boolean)).toHaveLength(29);
  });
});
