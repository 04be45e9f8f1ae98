import { email, isEmail } from './email';

describe('email', () => {
  const validate = email();

  it.each([
    'ali@example.com',
    'a.b+tag@mail.example.ir',
    "o'brien@example.co.uk",
    ' ali@example.com ',
    'x@a-b.io',
  ])('accepts %j', (value) => {
    expect(validate(value)).toBeNull();
  });

  it.each([
    'ali',
    'ali@',
    '@example.com',
    'ali@example',
    'ali@@example.com',
    'ali @example.com',
    'ali@-example.com',
    'ali@example..com',
    'علی@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`,
  ])('refuses %j', (value) => {
    expect(validate(value)).toEqual({ key: 'email' });
  });

  it('leaves empty values to required', () => {
    expect(validate('')).toBeNull();
    expect(validate(null)).toBeNull();
    expect(validate(undefined)).toBeNull();
  });

  it('exposes the predicate', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail(' a@b.co')).toBe(false);
  });
});
