import {
  clearPins,
  groupByRemote,
  pinRelease,
  PINS_STORAGE_KEY,
  readPins,
  unpinRemote,
} from './release-pins';

describe('QA pins of the session', () => {
  beforeEach(() => sessionStorage.clear());

  it('are kept where the host reads them, one per remote', () => {
    pinRelease({ name: 'reports', version: '1.1.0' });
    pinRelease({ name: 'identity', version: '2.0.0' });
    pinRelease({ name: 'reports', version: '1.2.0' });
    expect(sessionStorage.getItem(PINS_STORAGE_KEY)).toBe('identity@2.0.0,reports@1.2.0');
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
    expect(sessionStorage.getItem(PINS_STORAGE_KEY)).toBeNull();
    pinRelease({ name: 'reports', version: '1.1.0' });
    clearPins();
    expect(readPins()).toEqual([]);
  });

  it('ignore anything that is not a known remote and version', () => {
    sessionStorage.setItem(PINS_STORAGE_KEY, 'reports@1.0.0,evil@1.0.0,identity@http://x');
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
