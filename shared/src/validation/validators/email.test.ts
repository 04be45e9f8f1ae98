import { email, isEmail } from './email';

describe('email', () => {
  const validate = email();

  it.each([
    'ali@example.com',
    'a.b+tag@mail.example.ir',
    "o'brien@example.co.uk",
    ' ali@example.com ',
    'x@a-b.io',
    'ali@xn--mgbai9azgqp6j.xn--mgba3a4f16a',
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
    // A one-letter top-level domain does not exist; the server refused it while the form let it
    // through (issue 38).
    'x@y.z',
    'ali@example.c0m',
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
