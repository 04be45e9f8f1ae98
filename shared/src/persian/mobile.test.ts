import { isValidMobile, normalizeMobile, toE164Mobile } from './mobile';

describe('normalizeMobile', () => {
  it.each([
    '09121234567',
    '+989121234567',
    '00989121234567',
    '989121234567',
    '9121234567',
    '۰۹۱۲۱۲۳۴۵۶۷',
    '٠٩١٢١٢٣٤٥٦٧',
    '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷',
    '(0912) 123-4567',
    '\u200E0912 123 4567\u200F',
  ])('%s → 09121234567', (input) => {
    expect(normalizeMobile(input)).toBe('09121234567');
  });

  it.each([
    '',
    '0912123456',
    '091212345678',
    '08121234567',
    '+9809121234567',
    '+979121234567',
    '0912-abc-4567',
    '+ 98',
  ])('%j is not a mobile number', (input) => {
    expect(normalizeMobile(input)).toBeNull();
    expect(isValidMobile(input)).toBe(false);
  });
});

describe('toE164Mobile', () => {
  it('writes the number with +98', () => {
    expect(toE164Mobile('۰۹۳۵ ۱۲۳ ۴۵۶۷')).toBe('+989351234567');
    expect(toE164Mobile('0935')).toBeNull();
  });
});

describe('isValidMobile', () => {
  it('accepts every written form', () => {
    expect(isValidMobile('00989901234567')).toBe(true);
  });
});
