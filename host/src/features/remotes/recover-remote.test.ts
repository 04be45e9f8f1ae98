import type { ActiveRemote } from '@crm/shared/platform';
import { fetchManifest } from './fetch-manifest';
import { loadRemoteModule, registerRelease } from './load-remotes';
import {
  ensureRemoteLoaded,
  MANIFEST_FRESH_MS,
  reloadRemote,
  replaceWithdrawnRelease,
} from './recover-remote';
import { useRemoteStore } from './remote-store';

jest.mock('./fetch-manifest', () => ({ fetchManifest: jest.fn() }));
jest.mock('./load-remotes', () => ({ loadRemoteModule: jest.fn(), registerRelease: jest.fn() }));
const manifest = fetchManifest as jest.Mock;
const load = loadRemoteModule as jest.Mock;
const register = registerRelease as jest.Mock;

const release = (version: string) =>
  ({
    name: 'reports',
    version,
    entry: `/remotes/reports/${version}/mf-manifest.json`,
    remoteEntry: `/remotes/reports/${version}/remoteEntry.js`,
    integrity: 'sha384-x',
    areas: ['/'],
    overridden: false,
  }) as ActiveRemote;
const CANARY = release('1.3.0');
const STABLE = release('1.2.0');
const names = (version: ActiveRemote) =>
  manifest.mockResolvedValue({ overridesAllowed: false, remotes: [version] });

describe('a failed remote recovers as the release the manifest names now', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    load.mockResolvedValue(undefined);
  });

  it('loads the stable release after a withdrawn canary failed to load, registered anew', async () => {
    useRemoteStore.getState().set({ status: 'failed', release: CANARY, error: new Error('x') });
    names(STABLE);
    await reloadRemote('reports');
    expect(register).toHaveBeenCalledWith(STABLE);
    expect(load).toHaveBeenCalledWith(STABLE);
  });

  it('fetches a release still current afresh: the failed entry is registered again', async () => {
    useRemoteStore.getState().set({ status: 'failed', release: STABLE, error: new Error('x') });
    names(STABLE);
    await reloadRemote('reports');
    expect(register).toHaveBeenCalledWith(STABLE);
    expect(load).toHaveBeenCalledWith(STABLE);
  });

  it('tries the release it has when the manifest cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    useRemoteStore.getState().set({ status: 'failed', release: CANARY, error: new Error('x') });
    manifest.mockRejectedValue(new Error('offline'));
    await reloadRemote('reports');
    expect(load).toHaveBeenCalledWith(CANARY);
  });

  it('after a failed mount, loads a release that replaced it, or answers that none did', async () => {
    useRemoteStore.getState().set({ status: 'ready', release: CANARY, module: {} as never });
    names(STABLE);
    expect(await replaceWithdrawnRelease('reports')).toBe(true);
    expect(load).toHaveBeenCalledWith(STABLE);
    load.mockClear();
    useRemoteStore.getState().set({ status: 'ready', release: STABLE, module: {} as never });
    expect(await replaceWithdrawnRelease('reports')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("checks an old view of the releases before a remote's first load", async () => {
    useRemoteStore.getState().set({ status: 'idle', release: CANARY });
    ensureRemoteLoaded('reports');
    expect(manifest).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith(CANARY);
    load.mockClear();
    useRemoteStore.getState().set({ status: 'idle', release: CANARY });
    names(STABLE);
    ensureRemoteLoaded('reports', Date.now() + MANIFEST_FRESH_MS + 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith(STABLE);
  });
});
