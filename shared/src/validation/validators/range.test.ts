import { max, min, range, toNumber } from './range';

describe('range', () => {
  it('defaults to at least 0 with no upper bound, failing as min', () => {
    const validate = range();
    expect(validate(0)).toBeNull();
    expect(validate(1e12)).toBeNull();
    expect(validate(-1)).toEqual({ key: 'min', params: { min: 0, actual: -1 } });
  });

  it('fails as range when both bounds are set', () => {
    const validate = range({ min: 1, max: 10 });
    expect(validate(1)).toBeNull();
    expect(validate(10)).toBeNull();
    expect(validate(0)).toEqual({ key: 'range', params: { min: 1, max: 10 } });
    expect(validate(11)).toEqual({ key: 'range', params: { min: 1, max: 10 } });
  });

  it('reads typed numbers in Persian digits', () => {
    const validate = range({ min: 0, max: 100 });
    expect(validate('۱۰۰')).toBeNull();
    expect(validate('۱۰۰٫۵')).toEqual({ key: 'range', params: { min: 0, max: 100 } });
  });

  it('refuses text that is not a number and leaves empty values to required', () => {
    expect(range()('abc')).toEqual({ key: 'invalid' });
    expect(range()(Number.NaN)).toEqual({ key: 'invalid' });
    expect(range()('')).toBeNull();
    expect(range()(null)).toBeNull();
  });
});

describe('min and max', () => {
  it('report the bound and the value entered', () => {
    expect(min(5)('4')).toEqual({ key: 'min', params: { min: 5, actual: 4 } });
    expect(min(5)(5)).toBeNull();
    expect(max(5)('۶')).toEqual({ key: 'max', params: { max: 5, actual: 6 } });
    expect(max(5)(5)).toBeNull();
  });
});

describe('toNumber', () => {
  it('accepts finite numbers and numeric text', () => {
    expect(toNumber(Infinity)).toBeNull();
    expect(toNumber('۱٬۲۰۰')).toBe(1200);
  });
});
