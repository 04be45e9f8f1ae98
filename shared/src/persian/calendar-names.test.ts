import {
  jalaliMonthName,
  jalaliMonthNames,
  monthName,
  weekdayName,
  weekdayNames,
} from './calendar-names';

describe('calendar names', () => {
  it('lists twelve Jalali months from Farvardin to Esfand', () => {
    expect(jalaliMonthNames()).toHaveLength(12);
    expect(jalaliMonthNames('fa')[0]).toBe('فروردین');
    expect(jalaliMonthNames('fa')[11]).toBe('اسفند');
    expect(jalaliMonthNames('en')[9]).toBe('Dey');
  });

  it('names month numbers and refuses others', () => {
    expect(jalaliMonthName(7)).toBe('مهر');
    expect(jalaliMonthName(2, 'en')).toBe('Ordibehesht');
    expect(() => jalaliMonthName(0)).toThrow(RangeError);
    expect(() => jalaliMonthName(13)).toThrow(RangeError);
    expect(() => jalaliMonthName(1.5)).toThrow(RangeError);
  });

  it('names the month of the language’s calendar', () => {
    expect(monthName(1, 'fa')).toBe('فروردین');
    expect(monthName(1, 'en')).toBe('January');
    expect(() => monthName(13, 'en')).toThrow(RangeError);
  });

  it('agrees with Intl on the Persian month names', () => {
    const format = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      month: 'long',
      timeZone: 'UTC',
    });
    // 2025-03-21 is 1 Farvardin 1404; the 15th of each Jalali month is about a month apart.
    const names = Array.from({ length: 12 }, (_, index) =>
      format.format(new Date(Date.UTC(2025, 2, 21 + 14 + index * 30.5))),
    );
    expect(names).toEqual(jalaliMonthNames('fa'));
  });

  it('has one weekday table, Saturday first, in both languages', () => {
    expect(weekdayNames('fa')[0]).toBe('شنبه');
    expect(weekdayNames('en')[6]).toBe('Friday');
    expect(weekdayName(0, 'fa')).toBe('شنبه');
    expect(weekdayName(0, 'fa', true)).toBe('ش');
    expect(weekdayName(1, 'en')).toBe('Sunday');
    expect(weekdayName(6, 'en', true)).toBe('Fr');
  });
});
