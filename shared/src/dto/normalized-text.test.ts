import * as v from 'valibot';
import {
  normalizePhoneNumber,
  optionalPhoneNumberSchema,
  optionalStoredTextSchema,
  searchFilterSchema,
} from './normalized-text';

describe('the one normalisation of stored and searched text', () => {
  it('turns Arabic yeh and kaf into Persian ones, in a search as in a stored name', () => {
    expect(v.parse(searchFilterSchema, '  كريمي ')).toBe('کریمی');
    expect(v.parse(optionalStoredTextSchema(64), 'علي كاظمى')).toBe('علی کاظمی');
  });

  it('keeps the half-space (ZWNJ) but drops direction marks and doubled spaces', () => {
    expect(v.parse(optionalStoredTextSchema(64), '\u200Fمی\u200Cخواهم   رفت')).toBe(
      'می\u200Cخواهم رفت',
    );
  });

  it('writes Persian and Arabic-Indic digits of a phone number as one compact Latin number', () => {
    expect(normalizePhoneNumber('۰۹۱۲ ۳۴۵-۶۷۸۹')).toBe('09123456789');
    expect(v.parse(optionalPhoneNumberSchema, '\u200E٠٩١٢ (٣٤٥) ٦٧٨٩')).toBe('09123456789');
    expect(v.parse(optionalPhoneNumberSchema, '+98 912 345 6789')).toBe('+989123456789');
  });

  it('leaves null and absent values alone, and measures length after normalising', () => {
    expect(v.parse(optionalStoredTextSchema(64), null)).toBeNull();
    expect(v.parse(optionalPhoneNumberSchema, undefined)).toBeUndefined();
    expect(v.safeParse(optionalStoredTextSchema(3), '  علی  ').success).toBe(true);
    expect(v.safeParse(optionalPhoneNumberSchema, '0912345678901234567').success).toBe(false);
  });
});
