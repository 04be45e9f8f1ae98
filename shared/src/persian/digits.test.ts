import { toLatinDigits, toPersianDigits } from './digits';

describe('digits', () => {
  it('normalises Persian and Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲3٤')).toBe('کد 1234');
  });

  it('shows Latin digits as Persian', () => {
    expect(toPersianDigits('2026-11-22')).toBe('۲۰۲۶-۱۱-۲۲');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });

  it('round-trips', () => {
    expect(toLatinDigits(toPersianDigits('9876543210'))).toBe('9876543210');
  });
});
