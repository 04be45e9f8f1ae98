import * as v from 'valibot';
import { emailSchema, textSchema, urlSchema, usernameSchema } from './text-schemas';

const firstMessage = (schema: v.GenericSchema, input: unknown, lang = 'en') =>
  v.safeParse(schema, input, { lang }).issues?.[0]?.message;

describe('textSchema', () => {
  it('normalises Persian text', () => {
    expect(v.parse(textSchema(), '  علي  كريمي ۱۲ ')).toBe('علی کریمی 12');
  });

  it('requires text by default', () => {
    expect(firstMessage(textSchema(), '   ')).toBe('This field is required.');
    expect(firstMessage(textSchema(), undefined, 'fa')).toBe('این فیلد الزامی است.');
    expect(v.parse(textSchema({ required: false }), '  ')).toBe('');
  });

  it('checks the length', () => {
    const schema = textSchema({ minLength: 3, maxLength: 5 });
    expect(firstMessage(schema, 'ab')).toBe('Min. 3 characters are required. (has 2)');
    expect(firstMessage(schema, 'abcdef')).toBe('Max. 5 characters are allowed. (has 6)');
    expect(v.parse(schema, ' abc ')).toBe('abc');
  });
});

describe('emailSchema', () => {
  it('trims and accepts valid addresses', () => {
    expect(v.parse(emailSchema(), ' ali@example.com\u200E ')).toBe('ali@example.com');
  });

  it('refuses invalid and empty addresses with one message each', () => {
    expect(
      v.safeParse(emailSchema(), 'ali@', { lang: 'en' }).issues?.map((i) => i.message),
    ).toEqual(['Please enter a valid email address.']);
    expect(v.safeParse(emailSchema(), '', { lang: 'en' }).issues?.map((i) => i.message)).toEqual([
      'This field is required.',
    ]);
    expect(firstMessage(emailSchema(), 'ali@', 'fa')).toBe('لطفاً یک نشانی ایمیل معتبر وارد کنید.');
  });
});

describe('urlSchema and usernameSchema', () => {
  it('check URLs', () => {
    expect(v.parse(urlSchema(), ' https://example.com ')).toBe('https://example.com');
    expect(firstMessage(urlSchema(), 'example.com')).toBe(
      'Please enter a full http, https or ftp address.',
    );
  });

  it('check user names', () => {
    expect(v.parse(usernameSchema(), ' admin ')).toBe('admin');
    expect(firstMessage(usernameSchema(), 'ad min')).toBe(
      'The user name ad min is not valid: use letters and digits only.',
    );
    expect(v.parse(usernameSchema(/^[a-z.]+$/), 'ali.reza')).toBe('ali.reza');
  });
});
