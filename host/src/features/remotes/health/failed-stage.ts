// Which stage a remote's failed load stopped at. The browser says only that the entry script
// failed, whether it was unreachable or its bytes did not match the recorded sha-384 (both fire
// the script's `error`), so after a failure the entry is fetched again: unreachable means the
// fetch failed; reachable but refused with the integrity means the integrity; both fine means
// the entry ran and its container failed to initialise or to give its module.
import type { ActiveRemote, RemoteHealthStage } from '@crm/shared/platform';

export async function failedStage(
  release: Pick<ActiveRemote, 'remoteEntry' | 'integrity'>,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteHealthStage> {
  const url = new URL(release.remoteEntry, window.location.href).href;
  try {
    const response = await fetchImpl(url, { cache: 'force-cache' });
    if (!response.ok) return 'entry-fetched';
  } catch {
    return 'entry-fetched';
  }
  if (!release.integrity) return 'container-init';
  try {
    await fetchImpl(url, { cache: 'force-cache', integrity: release.integrity });
  } catch {
    return 'integrity';
  }
  return 'container-init';
}
