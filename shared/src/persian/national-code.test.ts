import { isValidNationalCode, normalizeNationalCode } from './national-code';
import { readTestData } from './test-support/test-data';

interface NationalCodeVector {
  code: string;
  valid: boolean;
}

const vectors = readTestData<NationalCodeVector[]>('national-code-vectors.json');

describe('isValidNationalCode against national-code-vectors.json', () => {
  it('has valid and invalid vectors', () => {
    expect(vectors.some((vector) => vector.valid)).toBe(true);
    expect(vectors.some((vector) => !vector.valid)).toBe(true);
  });

  it.each(vectors.map((vector) => [vector.code, vector.valid] as const))(
    '%j is valid: %s',
    (code, valid) => {
      expect(isValidNationalCode(code)).toBe(valid);
    },
  );
});

describe('isValidNationalCode', () => {
  it('refuses every repeated-digit code, though each passes the checksum', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidNationalCode(String(digit).repeat(10))).toBe(false);
    }
  });

  it('accepts Persian digits, spaces, dashes and direction marks', () => {
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isValidNationalCode('\u200E049-937089-9 ')).toBe(true);
  });

  it('does not zero-pad short codes', () => {
    expect(isValidNationalCode('499370899')).toBe(false);
  });

  it('refuses letters', () => {
    expect(isValidNationalCode('04993708a9')).toBe(false);
  });
});

describe('normalizeNationalCode', () => {
  it('returns Latin digits only', () => {
    expect(normalizeNationalCode(' ٠٤٩٩-٣٧٠٨٩٩ ')).toBe('0499370899');
  });
});
