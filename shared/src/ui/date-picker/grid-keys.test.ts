import { CalendarDate, PersianCalendar } from '@internationalized/date';
import { dayAfterKey } from './grid-keys';

const persian = new PersianCalendar();
const day = (year: number, month: number, date: number) =>
  new CalendarDate(persian, year, month, date);
const ymd = (date: CalendarDate | null) => date && [date.year, date.month, date.day];

describe('dayAfterKey', () => {
  const rtl = { shift: false, dir: 'rtl' as const };

  it('moves by what the eye sees: ArrowLeft is the next day in right-to-left', () => {
    expect(ymd(dayAfterKey(day(1404, 1, 10), 'ArrowLeft', rtl))).toEqual([1404, 1, 11]);
    expect(ymd(dayAfterKey(day(1404, 1, 10), 'ArrowRight', rtl))).toEqual([1404, 1, 9]);
    expect(ymd(dayAfterKey(day(1404, 1, 10), 'ArrowRight', { ...rtl, dir: 'ltr' }))).toEqual([
      1404, 1, 11,
    ]);
  });

  it('moves by weeks, months and years across Esfand', () => {
    expect(ymd(dayAfterKey(day(1403, 12, 30), 'ArrowDown', rtl))).toEqual([1404, 1, 7]);
    expect(ymd(dayAfterKey(day(1403, 6, 31), 'PageDown', rtl))).toEqual([1403, 7, 30]);
    expect(ymd(dayAfterKey(day(1403, 12, 30), 'PageUp', { ...rtl, shift: true }))).toEqual([
      1402, 12, 29,
    ]);
  });

  it('goes to Saturday and Friday with Home and End', () => {
    // 1404/1/1 is a Friday.
    expect(ymd(dayAfterKey(day(1404, 1, 1), 'Home', rtl))).toEqual([1403, 12, 25]);
    expect(ymd(dayAfterKey(day(1404, 1, 2), 'End', rtl))).toEqual([1404, 1, 8]);
  });

  it('ignores other keys', () => {
    expect(dayAfterKey(day(1404, 1, 1), 'a', rtl)).toBeNull();
  });
});
