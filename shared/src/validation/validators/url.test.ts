import { isUrl, url } from './url';

describe('url', () => {
  const validate = url();

  it.each([
    'http://example.com',
    'https://example.com/path?q=1',
    'ftp://files.example.com/a.txt',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:8080',
    ' https://example.com ',
  ])('accepts %j', (value) => {
    expect(validate(value)).toBeNull();
  });

  it.each([
    'example.com',
    'mailto:a@b.co',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://',
    'https:example.com',
    'http:// example.com',
  ])('refuses %j', (value) => {
    expect(validate(value)).toEqual({ key: 'url' });
  });

  it('leaves empty values to required', () => {
    expect(validate('')).toBeNull();
    expect(isUrl('')).toBe(false);
  });
});
