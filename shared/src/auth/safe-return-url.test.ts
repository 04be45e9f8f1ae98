import { safeReturnUrl } from './safe-return-url';

describe('safeReturnUrl', () => {
  const origin = 'https://crm.example';

  it.each([
    ['/identity/users?page=2#top', '/identity/users?page=2#top'],
    ['/', '/'],
    ['/twrr/1', '/twrr/1'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeReturnUrl(candidate, origin)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['identity/users'],
    ['https://crm.example/identity'],
  ])('turns %s into /', (candidate) => {
    expect(safeReturnUrl(candidate, origin)).toBe('/');
  });
});
