import { RIAL_UNIT, formatInteger, formatRial } from './amount';

describe('formatInteger', () => {
  it('groups with the Arabic thousands separator and Persian digits', () => {
    expect(formatInteger(12_500_000)).toBe('۱۲٬۵۰۰٬۰۰۰');
    expect(formatInteger(999)).toBe('۹۹۹');
    expect(formatInteger(0)).toBe('۰');
  });

  it('matches Intl fa-IR grouping', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    for (const value of [1234, 1_234_567, -987_654_321, 10n ** 15n]) {
      expect(formatInteger(value)).toBe(intl.format(value));
    }
  });

  it('writes English with commas and a hyphen-minus', () => {
    expect(formatInteger(1_234_567, 'en')).toBe('1,234,567');
    expect(formatInteger(-1000n, 'en')).toBe('-1,000');
  });

  it('keeps large bigint amounts exact', () => {
    expect(formatInteger(9007199254740993n, 'en')).toBe('9,007,199,254,740,993');
  });

  it('refuses fractions', () => {
    expect(() => formatInteger(10.5)).toThrow(TypeError);
  });
});

describe('formatRial', () => {
  it('puts the unit after the number', () => {
    expect(formatRial(12_500_000)).toBe('۱۲٬۵۰۰٬۰۰۰ ریال');
    expect(formatRial(12_500_000, 'en')).toBe('12,500,000 IRR');
    expect(formatRial(-5000)).toBe('\u200E\u2212۵٬۰۰۰ ریال');
  });

  it('takes another unit', () => {
    expect(formatRial(1_250_000, 'fa', 'تومان')).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(RIAL_UNIT.fa).toBe('ریال');
  });
});
