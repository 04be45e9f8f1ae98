import { DEFAULT_USERNAME_PATTERN, pattern, username } from './username';

describe('username', () => {
  it('allows Latin letters and digits only by default', () => {
    const validate = username();
    expect(validate('Ali1404')).toBeNull();
    expect(validate('ali.reza')).toEqual({
      key: 'usernamePattern',
      params: { actualValue: 'ali.reza' },
    });
    expect(validate('علی')).toEqual({ key: 'usernamePattern', params: { actualValue: 'علی' } });
    expect(DEFAULT_USERNAME_PATTERN.test('a b')).toBe(false);
  });

  it('takes another pattern', () => {
    const validate = username({ pattern: /^[a-z.]+$/ });
    expect(validate('ali.reza')).toBeNull();
    expect(validate('Ali')).not.toBeNull();
  });

  it('leaves empty values to required', () => {
    expect(username()('')).toBeNull();
  });
});

describe('pattern', () => {
  it('fails with the generic pattern key', () => {
    expect(pattern(/^\d+$/)('12')).toBeNull();
    expect(pattern(/^\d+$/)('1a')).toEqual({ key: 'pattern' });
    expect(pattern(/^\d+$/)(null)).toBeNull();
  });
});
