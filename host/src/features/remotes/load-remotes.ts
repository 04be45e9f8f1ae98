import { REMOTE_EXPOSE, type RemoteModule } from '@crm/shared/contracts';
import type { ActiveRemote, RemoteManifest } from '@crm/shared/platform';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './integrity-plugin';
import { useRemoteStore } from './remote-store';
import { withRetry } from './retry';

const absolute = (url: string) => new URL(url, window.location.href).href;

function toRuntimeRemote(release: ActiveRemote) {
  return { name: release.name, entry: absolute(release.entry) };
}

/** Registers the manifest's releases with the Module Federation runtime of the host. */
export function registerManifest(manifest: RemoteManifest): void {
  registerPlugins([
    integrityPlugin(
      new Map(
        manifest.remotes
          .filter((r) => r.integrity)
          .map((r) => [absolute(r.remoteEntry), r.integrity]),
      ),
    ),
  ]);
  registerRemotes(manifest.remotes.map(toRuntimeRemote));
}

async function importRemoteModule(release: ActiveRemote, attempt: number): Promise<RemoteModule> {
  // A failed manifest or entry stays cached in the runtime; re-registering clears it.
  if (attempt > 1) registerRemotes([toRuntimeRemote(release)], { force: true });
  const loaded = await loadRemote<{ remote: RemoteModule }>(
    `${release.name}/${REMOTE_EXPOSE.slice(2)}`,
  );
  if (!loaded?.remote) throw new Error(`${release.name}: ${REMOTE_EXPOSE} has no "remote" export`);
  return loaded.remote;
}

/** Loads one remote's contract module (with a few quick retries) into the remote store. */
export async function loadRemoteModule(release: ActiveRemote): Promise<void> {
  const { set } = useRemoteStore.getState();
  set({ status: 'loading', release });
  try {
    const module = await withRetry((attempt) => importRemoteModule(release, attempt));
    set({ status: 'ready', release, module });
  } catch (error) {
    console.warn(`[host] remote "${release.name}" is unavailable`, error);
    set({ status: 'failed', release, error });
  }
}

export function loadAllRemotes(manifest: RemoteManifest): Promise<void[]> {
  return Promise.all(manifest.remotes.map(loadRemoteModule));
}
