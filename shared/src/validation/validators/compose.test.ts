import { allErrors, firstError } from './compose';
import { required } from './required';
import { maxLength, minLength } from './string-length';

describe('firstError and allErrors', () => {
  it('return the first error or all of them', () => {
    const rules = [required(), minLength(3), maxLength(1)];
    expect(firstError(...rules)('ab')).toEqual({
      key: 'minlength',
      params: { requiredLength: 3, actualLength: 2 },
    });
    expect(allErrors('ab', rules).map((error) => error.key)).toEqual(['minlength', 'maxlength']);
    expect(firstError(...rules)('')).toEqual({ key: 'required' });
    expect(firstError(required())('x')).toBeNull();
  });
});
