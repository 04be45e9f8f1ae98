import {
  formatRemotePins,
  remoteManifestSchema,
  type RemoteManifest,
  type RemotePin,
} from '@crm/shared/platform';
import * as v from 'valibot';

export const MANIFEST_PATH = '/api/platform/remotes';

/** Fetches the releases this page load gets (the active ones, or the session's QA pins). */
export async function fetchManifest(
  pins: RemotePin[],
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteManifest> {
  const query = pins.length > 0 ? `?pins=${encodeURIComponent(formatRemotePins(pins))}` : '';
  const response = await fetchImpl(`${MANIFEST_PATH}${query}`, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  return v.parse(remoteManifestSchema, await response.json());
}
