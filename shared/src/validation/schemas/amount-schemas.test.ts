import * as v from 'valibot';
import { rialAmountSchema } from './amount-schemas';

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input, { lang: 'en' }).issues?.map((issue) => issue.message);

describe('rialAmountSchema', () => {
  it('accepts numbers and typed amounts in Persian digits', () => {
    expect(v.parse(rialAmountSchema(), 12_500_000)).toBe(12_500_000);
    expect(v.parse(rialAmountSchema(), '۱۲٬۵۰۰٬۰۰۰')).toBe(12_500_000);
    expect(v.parse(rialAmountSchema(), '1,000 ')).toBe(1000);
  });

  it('refuses fractions and unsafe integers', () => {
    expect(messages(rialAmountSchema(), 10.5)).toEqual(['Please enter a whole number.']);
    expect(messages(rialAmountSchema(), '۱۰٫۵')).toEqual(['Please enter a whole number.']);
    expect(messages(rialAmountSchema(), '9007199254740993')).toEqual([
      'Please enter a whole number.',
    ]);
  });

  it('requires a value', () => {
    expect(messages(rialAmountSchema(), '')).toEqual(['This field is required.']);
    expect(messages(rialAmountSchema(), undefined)).toEqual(['This field is required.']);
  });

  it('is non-negative by default and takes bounds', () => {
    expect(messages(rialAmountSchema(), -1)).toEqual(['Min. value should be 0. (-1 entered)']);
    expect(messages(rialAmountSchema({ min: 1000, max: 5000 }), '۶۰۰۰')).toEqual([
      'The value should be between 1000 and 5000.',
    ]);
    expect(v.parse(rialAmountSchema({ min: -100 }), -100)).toBe(-100);
  });
});
