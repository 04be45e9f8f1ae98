import * as v from 'valibot';
import { creditCardSchema, mobileSchema, nationalCodeSchema, shebaSchema } from './code-schemas';

const messages = (schema: v.GenericSchema, input: unknown, lang = 'fa') =>
  v.safeParse(schema, input, { lang }).issues?.map((issue) => issue.message);

describe('nationalCodeSchema', () => {
  it('accepts Persian digits and returns Latin ones', () => {
    expect(v.parse(nationalCodeSchema(), '۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(v.parse(nationalCodeSchema(), '049-937089-9')).toBe('0499370899');
  });

  it('refuses invalid codes in Persian and empty ones as required', () => {
    expect(messages(nationalCodeSchema(), '1111111111')).toEqual([
      'لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.',
    ]);
    expect(messages(nationalCodeSchema(), '')).toEqual(['این فیلد الزامی است.']);
    expect(messages(nationalCodeSchema(), null)).toEqual(['این فیلد الزامی است.']);
  });
});

describe('mobileSchema', () => {
  it('returns the number as 09xxxxxxxxx', () => {
    expect(v.parse(mobileSchema(), '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('09121234567');
    expect(v.parse(mobileSchema(), '00989121234567')).toBe('09121234567');
  });

  it('refuses other numbers', () => {
    expect(messages(mobileSchema(), '02112345678', 'en')).toEqual([
      'Please enter a valid mobile number, such as 09121234567.',
    ]);
  });
});

describe('shebaSchema', () => {
  it('returns IR and 24 digits', () => {
    expect(v.parse(shebaSchema(), 'ir۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲')).toBe(
      'IR820540102680020817909002',
    );
  });

  it('refuses a wrong check', () => {
    expect(messages(shebaSchema(), 'IR820540102680020817909003', 'en')).toEqual([
      'Please enter a valid Sheba number: IR and 24 digits.',
    ]);
  });
});

describe('creditCardSchema', () => {
  it('returns digits only', () => {
    expect(v.parse(creditCardSchema(), '۶۲۱۹-۸۶۱۰-۳۴۵۲-۹۰۰۷')).toBe('6219861034529007');
  });

  it('refuses a wrong check digit', () => {
    expect(messages(creditCardSchema(), '6219861034529008', 'en')).toEqual([
      'Please enter a valid card number.',
    ]);
  });
});
