import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ascendingDayNumbers, dayNumber, isIsoDay, parseDayNumber } from './day-number';
import { ReturnsInputError } from './returns-input-error';

describe('day numbers', () => {
  it('counts UTC calendar days from 1970-01-01, across leap days', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-02-01')).toBe(31);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2023-03-01') - dayNumber('2023-02-28')).toBe(1);
    expect(dayNumber('2025-01-01') - dayNumber('2015-01-01')).toBe(3653);
  });

  it('agrees with Date.UTC on every day from 1900 to 2100', () => {
    for (
      let day = Date.UTC(1900, 0, 1) / 86_400_000;
      day <= Date.UTC(2100, 11, 31) / 86_400_000;
      day++
    ) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (parseDayNumber(iso) !== day)
        expect({ iso, day: parseDayNumber(iso) }).toEqual({ iso, day });
    }
  });

  it('keeps years below 100 where they are', () => {
    expect(dayNumber('0050-01-01')).toBeLessThan(dayNumber('1900-01-01'));
  });

  it('rejects text that is not a real YYYY-MM-DD date', () => {
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-01',
      ' 2024-01-01',
      '2024-01-01T00:00',
    ]) {
      expect({ text, valid: isIsoDay(text) }).toEqual({ text, valid: false });
      expect(parseDayNumber(text)).toBeUndefined();
    }
    expect(() => dayNumber('2024-02-30')).toThrow(ReturnsInputError);
    expect(isIsoDay('2024-02-29')).toBe(true);
  });

  it('requires strictly increasing dates in a series', () => {
    expect(ascendingDayNumbers(['2024-01-01', '2024-01-03'], 'rows')).toEqual([19723, 19725]);
    for (const dates of [
      ['2024-01-02', '2024-01-01'],
      ['2024-01-01', '2024-01-01'],
    ]) {
      expect(() => ascendingDayNumbers(dates, 'rows')).toThrow(
        expect.objectContaining({ code: 'DATES_NOT_ASCENDING' }),
      );
    }
  });
});
