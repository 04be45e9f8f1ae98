import * as v from 'valibot';
import { nationalCodeSchema } from './code-schemas';
import { optionalField } from './optional';

describe('optionalField', () => {
  const schema = v.object({ nationalCode: optionalField(nationalCodeSchema()) });

  it('turns blank or missing values into undefined', () => {
    expect(v.parse(schema, { nationalCode: '' })).toEqual({ nationalCode: undefined });
    expect(v.parse(schema, { nationalCode: '  ' })).toEqual({ nationalCode: undefined });
    expect(v.parse(schema, {})).toEqual({ nationalCode: undefined });
    expect(v.parse(schema, { nationalCode: null })).toEqual({ nationalCode: undefined });
  });

  it('still checks and normalises filled values', () => {
    expect(v.parse(schema, { nationalCode: '۰۴۹۹۳۷۰۸۹۹' })).toEqual({
      nationalCode: '0499370899',
    });
    expect(v.safeParse(schema, { nationalCode: '1234567890' }).issues?.[0]?.message).toBe(
      'لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.',
    );
    expect(v.safeParse(schema, { nationalCode: 12 }, { lang: 'en' }).issues?.[0]?.message).toBe(
      'This field is not valid.',
    );
  });
});
