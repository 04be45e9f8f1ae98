import { PINS_COOKIE, readPins, writePins } from '@crm/shared/platform';
import { clearPins, takePinsFromUrl } from './qa-pins';

function browser(url: string) {
  const history = { state: null, replaceState: jest.fn() } as unknown as History;
  return { location: { href: url } as Location, history };
}
const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${PINS_COOKIE}=`))
    ?.slice(PINS_COOKIE.length + 1);

describe('QA pins', () => {
  beforeEach(() => writePins([]));

  it('moves valid pins from ?remotes= into the session cookie and removes the parameter', () => {
    const { location, history } = browser(
      'https://crm.example/identity/users?remotes=reports@1.2.0,identity@2.0.0-rc.1&x=1#top',
    );
    expect(takePinsFromUrl(location, history)).toEqual([
      { name: 'reports', version: '1.2.0' },
      { name: 'identity', version: '2.0.0-rc.1' },
    ]);
    expect(decodeURIComponent(cookie()!)).toBe('reports@1.2.0,identity@2.0.0-rc.1');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/identity/users?x=1#top');
  });

  it('keeps the pins for the session, seen by every tab, not in a tab of its own', () => {
    writePins([{ name: 'reports', version: '1.2.0' }]);
    expect(sessionStorage.length).toBe(0);
    const { location, history } = browser('https://crm.example/');
    expect(takePinsFromUrl(location, history)).toEqual([{ name: 'reports', version: '1.2.0' }]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('never takes a URL, an unknown remote or a malformed version', () => {
    const { location, history } = browser(
      'https://crm.example/?remotes=reports@https://evil.example/x.js,evil@1.0.0,identity@latest',
    );
    expect(takePinsFromUrl(location, history)).toEqual([]);
    expect(cookie()).toBeUndefined();
  });

  it('clears the pins with an empty parameter or clearPins()', () => {
    writePins([{ name: 'reports', version: '1.2.0' }]);
    const { location, history } = browser('https://crm.example/?remotes=');
    expect(takePinsFromUrl(location, history)).toEqual([]);
    writePins([{ name: 'reports', version: '1.2.0' }]);
    clearPins();
    expect(readPins()).toEqual([]);
  });
});
