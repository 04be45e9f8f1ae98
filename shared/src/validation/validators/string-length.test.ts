import { maxLength, minLength, stringLength } from './string-length';

describe('stringLength', () => {
  it('checks the minimum and the maximum', () => {
    const validate = stringLength({ min: 2, max: 4 });
    expect(validate('ab')).toBeNull();
    expect(validate('abcd')).toBeNull();
    expect(validate('a')).toEqual({
      key: 'minlength',
      params: { requiredLength: 2, actualLength: 1 },
    });
    expect(validate('abcde')).toEqual({
      key: 'maxlength',
      params: { requiredLength: 4, actualLength: 5 },
    });
  });

  it('has no limits by default and leaves empty values to required', () => {
    expect(stringLength()('x'.repeat(10_000))).toBeNull();
    expect(stringLength({ min: 3 })('')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maxLength(2)('😀😀')).toBeNull();
    expect(minLength(3)('سلام')).toBeNull();
  });
});
