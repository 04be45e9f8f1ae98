import type { ActiveRemote, RemoteManifest } from '@crm/shared/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  preloadRemoteOfPage,
  registerRelease,
  releaseOfPage,
  startRemotes,
} from './load-remotes';
import { useRemoteStore } from './remote-store';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const texts = { fa: {}, en: {} };

function release(name: string, routes: NonNullable<ActiveRemote['navigation']>['routes']) {
  return {
    name,
    version: '1.0.0',
    entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
    remoteEntry: `/remotes/${name}/1.0.0/remoteEntry.js`,
    integrity: 'sha384-abc',
    areas: ['/'],
    overridden: false,
    navigation: { routes, menu: [], texts },
  } as ActiveRemote;
}

const manifest: RemoteManifest = {
  overridesAllowed: false,
  remotes: [
    release('account', [{ path: '/account/login', hasPage: true, layout: 'account' }]),
    release('reports', [
      {
        path: '/reports',
        hasPage: false,
        layout: 'application',
        children: [{ path: '/twrr/:basketId?', hasPage: true }],
      },
    ]),
    release('legacy', [{ path: '/legacy', hasPage: true }]),
  ],
};

afterEach(() => useRemoteStore.setState({ remotes: {} }));

describe('the remote of the page being opened', () => {
  it('is the release with a page at the address, optional parameters included', () => {
    expect(releaseOfPage(manifest, '/account/login')?.name).toBe('account');
    expect(releaseOfPage(manifest, '/twrr')?.name).toBe('reports');
    expect(releaseOfPage(manifest, '/twrr/7')?.name).toBe('reports');
  });

  it('is none where no release has a page (a route that only groups others)', () => {
    expect(releaseOfPage(manifest, '/reports')).toBeUndefined();
    expect(releaseOfPage(manifest, '/signin-callback')).toBeUndefined();
  });

  it('loads while the shell starts and stays loading when the remotes are started', async () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    preloadRemoteOfPage(manifest, '/twrr/7');
    await startRemotes(manifest);
    const { remotes } = useRemoteStore.getState();
    expect(remotes.reports?.status).toBe('loading');
    expect(remotes.account?.status).toBe('idle');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("fetches the page's code and the mount lifecycles as soon as the remote has loaded", async () => {
    const twrrPage = jest.fn(() => new Promise<never>(() => undefined));
    const otherPage = jest.fn(() => new Promise<never>(() => undefined));
    const loadLifecycles = jest.fn(() => new Promise<never>(() => undefined));
    jest.mocked(loadRemote).mockResolvedValue({
      remote: {
        name: 'reports',
        menu: [],
        loadLifecycles,
        routes: [
          { path: '/twrr/:basketId?', page: twrrPage },
          { path: '/mwrr', page: otherPage },
        ],
      },
    });
    preloadRemoteOfPage(manifest, '/twrr/7');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useRemoteStore.getState().remotes.reports?.status).toBe('ready');
    expect(loadLifecycles).toHaveBeenCalledTimes(1);
    expect(twrrPage).toHaveBeenCalledTimes(1);
    expect(otherPage).not.toHaveBeenCalled();
  });
});

describe('loading a remote whose code fails', () => {
  const reports = manifest.remotes[1]!;
  const remote = { name: 'reports', menu: [], routes: [], loadLifecycles: jest.fn() };
  const entryNotFetched = new Error(
    '[ Federation Runtime ]: Failed to load script resources. Original Error Message:\n ScriptNetworkError: Failed to load script',
  );
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks again for an entry that did not arrive, registering it anew, and loads it', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(entryNotFetched).mockResolvedValue({ remote });
    await loadRemoteModule(reports);
    expect(useRemoteStore.getState().remotes.reports?.status).toBe('ready');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'reports' })], {
      force: true,
    });
  });

  it('fails at once when the container arrived and threw', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('container init failed'));
    await loadRemoteModule(reports);
    expect(useRemoteStore.getState().remotes.reports?.status).toBe('failed');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('registering a release anew', () => {
  it("replaces the runtime's remote and starts the new build without the old one's chunks", () => {
    const chunks = globalThis as unknown as Record<string, unknown>;
    chunks.webpackChunkreports = [[[58], { 4454: () => undefined }]];
    const stable = release('reports', [{ path: '/', hasPage: true }]);
    registerRelease(stable);
    expect(chunks.webpackChunkreports).toEqual([]);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'reports',
          entry: expect.stringContaining('/remotes/reports/1.0.0/remoteEntry.js'),
        },
      ],
      { force: true },
    );
  });
});
