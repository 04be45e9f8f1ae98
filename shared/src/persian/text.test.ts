import {
  isolate,
  normalizeCodeInput,
  normalizePersianText,
  stripInvisibleMarks,
  toPersianLetters,
} from './text';

describe('toPersianLetters', () => {
  it('replaces Arabic yeh, alef maksura and kaf with Persian yeh and kaf', () => {
    expect(toPersianLetters('علي كريمى')).toBe('علی کریمی');
  });

  it('leaves Persian text alone', () => {
    expect(toPersianLetters('کیمیا')).toBe('کیمیا');
  });
});

describe('stripInvisibleMarks', () => {
  it('removes direction marks, isolates, zero-width characters and BOM', () => {
    const marked = '\u200E12\u200F3\u061C4\u2066\u20695\u202A\u202E6\u200B7\u200C8\u200D9\uFEFF';
    expect(stripInvisibleMarks(marked)).toBe('123456789');
  });
});

describe('normalizePersianText', () => {
  it('fixes letters and digits, drops direction marks, collapses spaces and trims', () => {
    expect(normalizePersianText('  \u200Fعلي   ۱۲ \u00A0 كد\u200E ')).toBe('علی 12 کد');
  });

  it('keeps the zero-width non-joiner that shapes words', () => {
    expect(normalizePersianText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });
});

describe('normalizeCodeInput', () => {
  it('removes spaces, marks and dashes and converts digits', () => {
    expect(normalizeCodeInput(' ۰۴۹-۹۳۷۰۸۹-۹\u200E ')).toBe('0499370899');
  });

  it('removes only the separators it is given', () => {
    expect(normalizeCodeInput('(0912) 123-4567', '()-')).toBe('09121234567');
    expect(normalizeCodeInput('12-34', '')).toBe('12-34');
    expect(normalizeCodeInput('a]b^c\\d', ']^\\')).toBe('abcd');
  });
});

describe('isolate', () => {
  it('wraps a name in first-strong and pop-directional isolates', () => {
    expect(isolate('سبد اختصاصی 1')).toBe('\u2068سبد اختصاصی 1\u2069');
  });

  it('leaves nothing for search to trip on once normalised', () => {
    expect(normalizePersianText(isolate('سبد 1'))).toBe('سبد 1');
  });
});
