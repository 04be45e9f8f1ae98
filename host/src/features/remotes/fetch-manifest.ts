import {
  formatRemotePins,
  remoteManifestSchema,
  type RemoteManifest,
  type RemotePin,
} from '@crm/shared/platform';
import * as v from 'valibot';
import { rolloutContext, type RolloutContext } from './rollout-id';

export const MANIFEST_PATH = '/api/platform/remotes';

/**
 * Fetches the releases this page load gets: the active ones, a canary the server gives this
 * browser (by its rollout id and tenant), or the session's QA pins.
 */
export async function fetchManifest(
  pins: RemotePin[],
  fetchImpl: typeof fetch = fetch,
  rollout: RolloutContext = rolloutContext(),
): Promise<RemoteManifest> {
  const query = new URLSearchParams({ rolloutId: rollout.rolloutId });
  if (pins.length > 0) query.set('pins', formatRemotePins(pins));
  const response = await fetchImpl(`${MANIFEST_PATH}?${query}`, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(rollout.tenantId ? { __tenant: rollout.tenantId } : {}),
    },
  });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  return v.parse(remoteManifestSchema, await response.json());
}
