import { browserName } from './browser-name';

describe('the browser of a security-log row', () => {
  it('names the browser from its user agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(browserName(chrome)).toBe('Chrome 126');
    expect(browserName(`${chrome} Edg/125.0.1`)).toBe('Edge 125');
    expect(browserName('Mozilla/5.0 (X11; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128',
    );
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17');
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName(null)).toBe('');
  });
});
