import { isPasswordMismatch, passwordMismatch } from './password-mismatch';

describe('passwordMismatch', () => {
  it('flags two filled fields that differ', () => {
    const validate = passwordMismatch('newPassword', 'confirmNewPassword');
    expect(validate({ newPassword: 'Abc12!', confirmNewPassword: 'Abc12?' })).toEqual({
      key: 'passwordMismatch',
    });
    expect(validate({ newPassword: 'Abc12!', confirmNewPassword: 'Abc12!' })).toBeNull();
  });

  it('waits until both are filled', () => {
    const validate = passwordMismatch();
    expect(validate({ password: 'Abc12!', confirmPassword: '' })).toBeNull();
    expect(validate({ password: '', confirmPassword: 'x' })).toBeNull();
    expect(validate({})).toBeNull();
  });

  it('compares exactly', () => {
    expect(isPasswordMismatch('abc', 'abc ')).toBe(true);
    expect(isPasswordMismatch('abc', 'ABC')).toBe(true);
    expect(isPasswordMismatch(1, 2)).toBe(false);
  });
});
