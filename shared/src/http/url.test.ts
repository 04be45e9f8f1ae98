import { buildUrl, collapseSlashes, isRelativeUrl, toQueryString } from './url';

describe('request URLs', () => {
  it('drops empty and undefined query values, nulls unless asked, and repeats arrays', () => {
    const params = { a: 1, b: '', c: undefined, d: null, e: ['x', '', 'y'], f: false };
    expect(toQueryString(params)).toBe('a=1&e=x&e=y&f=false');
    expect(toQueryString(params, { sendNullsAsQueryParam: true })).toBe(
      'a=1&d=null&e=x&e=y&f=false',
    );
  });

  it('encodes values and writes dates as ISO text', () => {
    expect(toQueryString({ q: 'a b&c', at: new Date(Date.UTC(2024, 0, 2)) })).toBe(
      'q=a+b%26c&at=2024-01-02T00%3A00%3A00.000Z',
    );
  });

  it('collapses duplicate slashes in the path only', () => {
    expect(collapseSlashes('https://api.test//api///app/x')).toBe('https://api.test/api/app/x');
    expect(collapseSlashes('//cdn.test//x')).toBe('//cdn.test/x');
    expect(collapseSlashes('/api//x')).toBe('/api/x');
    expect(collapseSlashes('/api/x?next=//y')).toBe('/api/x?next=//y');
  });

  it('joins the base URL and path', () => {
    expect(buildUrl('', '/api/app/basket/basket-list')).toBe('/api/app/basket/basket-list');
    expect(buildUrl('https://api.test/', '/api//x', { id: 5 })).toBe('https://api.test/api/x?id=5');
    expect(buildUrl('https://api.test', 'https://other.test/x')).toBe('https://other.test/x');
    expect(buildUrl('', '/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });

  it('tells relative URLs from absolute ones', () => {
    expect(isRelativeUrl('/api/x')).toBe(true);
    expect(isRelativeUrl('api/x')).toBe(true);
    expect(isRelativeUrl('https://api.test/x')).toBe(false);
    expect(isRelativeUrl('//api.test/x')).toBe(false);
  });
});
