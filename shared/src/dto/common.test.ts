import * as v from 'valibot';
import { isoDaySchema } from './common';

describe('isoDaySchema', () => {
  it('accepts the days of the calendar, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '1970-01-01'])
      expect(v.is(isoDaySchema, day)).toBe(true);
  });

  it('refuses days the ISO pattern allows but the calendar lacks', () => {
    for (const day of ['2024-02-30', '2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01'])
      expect(v.is(isoDaySchema, day)).toBe(false);
  });
});
