import * as v from 'valibot';
import { errorsAction, localized, requiredString, textAction, validatorAction } from './localized';
import { minLength } from '../validators/string-length';

describe('localized', () => {
  it('writes the message in the language of the parse', () => {
    const schema = v.pipe(
      v.string(),
      v.check((s) => s !== 'x', localized('invalid')),
    );
    expect(v.safeParse(schema, 'x').issues?.[0]?.message).toBe('مقدار این فیلد معتبر نیست.');
    expect(v.safeParse(schema, 'x', { lang: 'en-US' }).issues?.[0]?.message).toBe(
      'This field is not valid.',
    );
  });

  it('fills parameters', () => {
    const schema = v.pipe(
      v.number(),
      v.check((n) => n <= 3, localized('max', { max: 3, actual: 4 })),
    );
    expect(v.safeParse(schema, 4, { lang: 'en' }).issues?.[0]?.message).toBe(
      'Max. value should be 3. (4 entered)',
    );
  });
});

describe('validatorAction and errorsAction', () => {
  it('turn validator results into issues with their parameters', () => {
    const schema = v.pipe(requiredString(), textAction(minLength(4)));
    const result = v.safeParse(schema, 'abc', { lang: 'en' });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Min. 4 characters are required. (has 3)',
    ]);
    expect(v.safeParse(schema, 'abcd').success).toBe(true);
  });

  it('report every error collected', () => {
    const schema = v.pipe(
      v.number(),
      errorsAction<number>(() => [
        { key: 'min', params: { min: 1, actual: 0 } },
        { key: 'integer' },
      ]),
    );
    expect(v.safeParse(schema, 0, { lang: 'en' }).issues?.map((issue) => issue.message)).toEqual([
      'Min. value should be 1. (0 entered)',
      'Please enter a whole number.',
    ]);
  });

  it('skip values of the wrong type', () => {
    const schema = v.pipe(
      requiredString(),
      validatorAction<string>(() => ({ key: 'invalid' })),
    );
    expect(v.safeParse(schema, 5, { lang: 'en' }).issues?.map((issue) => issue.message)).toEqual([
      'This field is required.',
    ]);
  });
});
