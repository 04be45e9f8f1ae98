import * as v from 'valibot';
import { isoDateSchema, jalaliDateSchema } from './date-schemas';

describe('jalaliDateSchema', () => {
  it('turns a typed Jalali date into ISO', () => {
    expect(v.parse(jalaliDateSchema(), '۱۴۰۴/۰۱/۰۱')).toBe('2025-03-21');
    expect(v.parse(jalaliDateSchema(), '1403-12-30')).toBe('2025-03-20');
  });

  it('refuses partial and impossible dates', () => {
    for (const input of ['1404', '1404/12/30', 'فردا']) {
      expect(v.safeParse(jalaliDateSchema(), input, { lang: 'en' }).issues?.[0]?.message).toBe(
        'Please enter a valid date.',
      );
    }
    expect(v.safeParse(jalaliDateSchema(), '').issues?.[0]?.message).toBe('این فیلد الزامی است.');
  });
});

describe('isoDateSchema', () => {
  it('accepts only real ISO dates', () => {
    expect(v.parse(isoDateSchema(), '2024-02-29')).toBe('2024-02-29');
    expect(v.safeParse(isoDateSchema(), '2025-02-29').success).toBe(false);
    expect(v.safeParse(isoDateSchema(), '1404-01-01T00:00:00Z').success).toBe(false);
  });
});
