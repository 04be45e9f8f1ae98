import { addResources } from '@crm/shared';
import {
  flattenRoutes,
  REMOTE_EXPOSE,
  type RemoteModule,
  type RemoteNavigation,
} from '@crm/shared/contracts';
import type { ActiveRemote, RemoteManifest } from '@crm/shared/platform';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { pagePreloader, withRetry } from '@crm/shared/remote';
import { matchPath } from '@crm/shared/routing';
import { reportRemoteFailed, reportRemoteLoaded } from './health/remote-health';
import { integrityPlugin } from './integrity-plugin';
import { useRemoteStore } from './remote-store';

const absolute = (url: string) => new URL(url, window.location.href).href;

function toRuntimeRemote(release: ActiveRemote) {
  return { name: release.name, entry: absolute(release.remoteEntry) };
}

/** Each entry's sha-384, read by the integrity plugin; a release registered later adds its own. */
const integrityByUrl = new Map<string, string>();

function noteIntegrity(release: ActiveRemote): void {
  if (release.integrity) integrityByUrl.set(absolute(release.remoteEntry), release.integrity);
}

/** Registers the manifest's releases with the Module Federation runtime of the host. */
export function registerManifest(manifest: RemoteManifest): void {
  manifest.remotes.forEach(noteIntegrity);
  registerPlugins([integrityPlugin(integrityByUrl)]);
  registerRemotes(manifest.remotes.map(toRuntimeRemote));
}

/**
 * A build's webpack runtime keeps the chunks it loaded in a global array named after the
 * container (`webpackChunkreports`), and a later build of the same remote adopts that array's
 * modules as its own: another release's code under the same chunk ids (seen: a withdrawn
 * canary's page drawn by the stable release's container). The release registered next starts
 * with an empty one; the old container keeps the array it holds.
 */
function forgetLoadedChunks(name: string): void {
  (globalThis as Record<string, unknown>)[`webpackChunk${name}`] = [];
}

/**
 * Registers `release` anew, replacing whatever the runtime holds for its remote (a failed
 * entry, or another release's container), so that the next load fetches it.
 */
export function registerRelease(release: ActiveRemote): void {
  noteIntegrity(release);
  forgetLoadedChunks(release.name);
  registerRemotes([toRuntimeRemote(release)], { force: true });
  if (release.navigation) addNavigationTexts(release.navigation);
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

/**
 * Loads one remote's contract module into the remote store. An entry or chunk that did not
 * arrive is asked for again, three times at most with backoff (load-retry.ts in @crm/shared);
 * a container that arrived and threw fails at once.
 */
export async function loadRemoteModule(release: ActiveRemote): Promise<void> {
  const { set } = useRemoteStore.getState();
  set({ status: 'loading', release });
  try {
    const module = await withRetry((attempt) => importRemoteModule(release, attempt));
    reportRemoteLoaded(release);
    set({ status: 'ready', release, module });
  } catch (error) {
    console.warn(`[host] remote "${release.name}" is unavailable`, error);
    void reportRemoteFailed(release);
    set({ status: 'failed', release, error });
  }
}

/** The release whose navigation has a page at `pathname`, if one has. */
export function releaseOfPage(
  manifest: RemoteManifest,
  pathname: string,
): ActiveRemote | undefined {
  return manifest.remotes.find((release) =>
    flattenRoutes(release.navigation?.routes ?? []).some(
      ({ path, route }) => route.hasPage && matchPath(path, pathname) !== null,
    ),
  );
}

/**
 * Starts loading the remote that draws the page being opened as soon as the manifest is known,
 * beside the shell's start-up calls rather than after them and the first render.
 */
export function preloadRemoteOfPage(manifest: RemoteManifest, pathname: string): void {
  const release = releaseOfPage(manifest, pathname);
  if (release) void loadRemoteModule(release).then(() => preloadPageCode(release.name, pathname));
}

/**
 * Fetches the code that mounting the remote at `pathname` needs (its lifecycles and the page),
 * so that it arrives beside the shell's start-up calls; the remote's own mount finds it loaded.
 */
function preloadPageCode(name: string, pathname: string): void {
  const state = useRemoteStore.getState().remotes[name];
  if (state?.status !== 'ready') return;
  void state.module.loadLifecycles().catch(() => undefined); // the mount reports a failure
  void pagePreloader(state.module.routes)(pathname);
}

/** The navigation's texts join the page's i18n now: the menu and titles need no remote code. */
function addNavigationTexts(navigation: RemoteNavigation): void {
  const namespaces = new Set([
    ...Object.keys(navigation.texts.fa),
    ...Object.keys(navigation.texts.en),
  ]);
  for (const namespace of namespaces)
    addResources(namespace, {
      fa: navigation.texts.fa[namespace] ?? {},
      en: navigation.texts.en[namespace] ?? {},
    });
}

/**
 * Starts the manifest's remotes: one with navigation waits, idle, for its first route; one
 * without (a release built before navigation existed) is loaded now, as its routes are in its code.
 */
export function startRemotes(manifest: RemoteManifest): Promise<void[]> {
  const { set } = useRemoteStore.getState();
  return Promise.all(
    manifest.remotes.map(async (release) => {
      if (!release.navigation) return loadRemoteModule(release);
      addNavigationTexts(release.navigation);
      // A remote preloaded for the page being opened is loading or loaded already.
      if (!useRemoteStore.getState().remotes[release.name]) set({ status: 'idle', release });
    }),
  );
}
