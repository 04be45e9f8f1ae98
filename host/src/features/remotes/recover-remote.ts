// A remote that failed to load or mount is asked for again as the release the manifest names
// now, without a reload: a canary withdrawn meanwhile (by an operator or the automatic
// rollback) gives way to the stable release, and a release that is still current is fetched
// afresh. The runtime registers the remote anew under the entry named (force), dropping the
// failed container. A remote not loaded yet whose manifest is old is checked the same way
// before its first load, so a page left open does not start a withdrawn release.
import { readPins, type ActiveRemote } from '@crm/shared/platform';
import { fetchManifest } from './fetch-manifest';
import { loadRemoteModule, registerRelease } from './load-remotes';
import { useRemoteStore } from './remote-store';

/** How old the page's view of the releases may be before a first load checks it again. */
export const MANIFEST_FRESH_MS = 60_000;
let checkedAt = Date.now();

/** The release the server names for `name` now; `fallback` when the manifest cannot be had. */
async function currentRelease(name: string, fallback: ActiveRemote): Promise<ActiveRemote> {
  try {
    const manifest = await fetchManifest(readPins());
    checkedAt = Date.now();
    return manifest.remotes.find((remote) => remote.name === name) ?? fallback;
  } catch (error) {
    console.warn('[host] the remote manifest could not be read again', error);
    return fallback;
  }
}

const sameRelease = (a: ActiveRemote, b: ActiveRemote) =>
  a.version === b.version && a.remoteEntry === b.remoteEntry;

/**
 * Loads `name` as the release the manifest names now: after a failed load (its Retry, or the
 * next navigation to it), or for a first load when the page's view of the releases is old.
 */
export async function reloadRemote(name: string): Promise<void> {
  const state = useRemoteStore.getState().remotes[name];
  if (!state || state.status === 'loading') return;
  useRemoteStore.getState().set({ status: 'loading', release: state.release });
  const release = await currentRelease(name, state.release);
  // A failed entry stays in the runtime, as does a container of another release: replace it.
  if (state.status !== 'idle' || !sameRelease(release, state.release)) registerRelease(release);
  await loadRemoteModule(release);
}

/**
 * After a failed mount: when the manifest names another release now, loads it and answers true
 * (the area mounts the new code); false when the same release is still current (remount it).
 */
export async function replaceWithdrawnRelease(name: string): Promise<boolean> {
  const state = useRemoteStore.getState().remotes[name];
  if (!state) return false;
  const release = await currentRelease(name, state.release);
  if (sameRelease(release, state.release)) return false;
  registerRelease(release);
  await loadRemoteModule(release);
  return true;
}

/** Loads a remote known only by its navigation, once: the first route of it entered. */
export function ensureRemoteLoaded(name: string, now = Date.now()): void {
  const state = useRemoteStore.getState().remotes[name];
  if (state?.status !== 'idle') return;
  if (now - checkedAt < MANIFEST_FRESH_MS) void loadRemoteModule(state.release);
  else void reloadRemote(name);
}
