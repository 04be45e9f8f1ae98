import { clearPins, PINS_STORAGE_KEY, readPins, takePinsFromUrl } from './qa-pins';

function browser(url: string) {
  const history = { state: null, replaceState: jest.fn() } as unknown as History;
  return { location: { href: url } as Location, history };
}

describe('QA pins', () => {
  beforeEach(() => sessionStorage.clear());

  it('moves valid pins from ?remotes= into session storage and removes the parameter', () => {
    const { location, history } = browser(
      'https://crm.example/identity/users?remotes=reports@1.2.0,identity@2.0.0-rc.1&x=1#top',
    );
    expect(takePinsFromUrl(location, history)).toEqual([
      { name: 'reports', version: '1.2.0' },
      { name: 'identity', version: '2.0.0-rc.1' },
    ]);
    expect(sessionStorage.getItem(PINS_STORAGE_KEY)).toBe('reports@1.2.0,identity@2.0.0-rc.1');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/identity/users?x=1#top');
  });

  it('keeps the stored pins on later page loads without the parameter', () => {
    sessionStorage.setItem(PINS_STORAGE_KEY, 'reports@1.2.0');
    const { location, history } = browser('https://crm.example/');
    expect(takePinsFromUrl(location, history)).toEqual([{ name: 'reports', version: '1.2.0' }]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('never takes a URL, an unknown remote or a malformed version', () => {
    const { location, history } = browser(
      'https://crm.example/?remotes=reports@https://evil.example/x.js,evil@1.0.0,identity@latest',
    );
    expect(takePinsFromUrl(location, history)).toEqual([]);
    expect(sessionStorage.getItem(PINS_STORAGE_KEY)).toBeNull();
  });

  it('clears the pins with an empty parameter or clearPins()', () => {
    sessionStorage.setItem(PINS_STORAGE_KEY, 'reports@1.2.0');
    const { location, history } = browser('https://crm.example/?remotes=');
    expect(takePinsFromUrl(location, history)).toEqual([]);
    sessionStorage.setItem(PINS_STORAGE_KEY, 'reports@1.2.0');
    clearPins();
    expect(readPins()).toEqual([]);
  });
});
