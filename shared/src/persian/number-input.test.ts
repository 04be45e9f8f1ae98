import { normalizeNumberInput, parseLocalizedInteger, parseLocalizedNumber } from './number-input';

describe('normalizeNumberInput', () => {
  it('turns Intl fa-IR output back into plain digits', () => {
    const intlOutput = new Intl.NumberFormat('fa-IR').format(-1234567.891);
    expect(normalizeNumberInput(intlOutput)).toBe('-1234567.891');
  });

  it('accepts the Persian comma, the Latin comma and a slash as decimal point', () => {
    expect(normalizeNumberInput('۱،۲۳۴')).toBe('1234');
    expect(normalizeNumberInput('1,234')).toBe('1234');
    expect(normalizeNumberInput('۲/۵')).toBe('2.5');
  });
});

describe('parseLocalizedNumber', () => {
  it('parses decimals in any digit set', () => {
    expect(parseLocalizedNumber('۲٫۵')).toBe(2.5);
    expect(parseLocalizedNumber('٣')).toBe(3);
    expect(parseLocalizedNumber('−۱۲')).toBe(-12);
    expect(parseLocalizedNumber('.5')).toBe(0.5);
  });

  it('returns null for text that is not a number', () => {
    expect(parseLocalizedNumber('')).toBeNull();
    expect(parseLocalizedNumber('۱۲ا')).toBeNull();
    expect(parseLocalizedNumber('1.2.3')).toBeNull();
    expect(parseLocalizedNumber('-')).toBeNull();
  });
});

describe('parseLocalizedInteger', () => {
  it('parses large amounts exactly as bigint', () => {
    expect(parseLocalizedInteger('۹٬۰۰۷٬۱۹۹٬۲۵۴٬۷۴۰٬۹۹۳')).toBe(9007199254740993n);
    expect(parseLocalizedInteger('-۵۰۰')).toBe(-500n);
  });

  it('rejects decimals and empty input', () => {
    expect(parseLocalizedInteger('۲٫۵')).toBeNull();
    expect(parseLocalizedInteger(' ')).toBeNull();
  });
});
