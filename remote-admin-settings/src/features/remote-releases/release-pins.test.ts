import { PINS_COOKIE } from '@crm/shared/platform';
import { clearPins, groupByRemote, pinRelease, readPins, unpinRemote } from './release-pins';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${PINS_COOKIE}=`))
    ?.slice(PINS_COOKIE.length + 1);

describe('QA pins of the session', () => {
  beforeEach(() => clearPins());

  it('are kept where the host reads them, one per remote', () => {
    pinRelease({ name: 'reports', version: '1.1.0' });
    pinRelease({ name: 'identity', version: '2.0.0' });
    pinRelease({ name: 'reports', version: '1.2.0' });
    expect(decodeURIComponent(cookie()!)).toBe('identity@2.0.0,reports@1.2.0');
    expect(readPins()).toEqual([
      { name: 'identity', version: '2.0.0' },
      { name: 'reports', version: '1.2.0' },
    ]);
  });

  it('are removed one remote at a time or all at once', () => {
    pinRelease({ name: 'reports', version: '1.1.0' });
    pinRelease({ name: 'identity', version: '2.0.0' });
    expect(unpinRemote('reports')).toEqual([{ name: 'identity', version: '2.0.0' }]);
    unpinRemote('identity');
    expect(cookie()).toBeUndefined();
    pinRelease({ name: 'reports', version: '1.1.0' });
    clearPins();
    expect(readPins()).toEqual([]);
  });

  it('ignore anything that is not a known remote and version', () => {
    document.cookie = `${PINS_COOKIE}=${encodeURIComponent('reports@1.0.0,evil@1.0.0,identity@http://x')}; path=/`;
    expect(readPins()).toEqual([{ name: 'reports', version: '1.0.0' }]);
  });
});

describe('releases grouped by remote', () => {
  it('sorts remotes by name and releases newest first', () => {
    const groups = groupByRemote([
      { name: 'reports', version: '1.0.0', createdAt: '2024-01-01T00:00:00Z' },
      { name: 'account', version: '1.0.0', createdAt: '2024-01-01T00:00:00Z' },
      { name: 'reports', version: '1.1.0', createdAt: '2024-02-01T00:00:00Z' },
    ]);
    expect(groups.map(([name, list]) => [name, list.map((r) => r.version)])).toEqual([
      ['account', ['1.0.0']],
      ['reports', ['1.1.0', '1.0.0']],
    ]);
  });
});
