import {
  formatRemotePins,
  remoteManifestSchema,
  type RemoteManifest,
  type RemotePin,
} from '@crm/shared/platform';
import { credentialsFor } from '@crm/shared';
import * as v from 'valibot';
import { keepHealthTickets } from './health/health-tickets';
import { rolloutContext, type RolloutContext } from './rollout-id';

export const MANIFEST_PATH = '/api/platform/remotes';

/**
 * Fetches the releases this page load gets: the active ones, a canary the server gives this
 * browser (by its rollout id and tenant), or the session's QA pins (when the signed-in user may
 * pin).
 */
export async function fetchManifest(
  pins: RemotePin[],
  fetchImpl: typeof fetch = fetch,
  rollout: RolloutContext = rolloutContext(),
): Promise<RemoteManifest> {
  const query = new URLSearchParams({ rolloutId: rollout.rolloutId });
  if (pins.length > 0) query.set('pins', formatRemotePins(pins));
  const url = `${MANIFEST_PATH}?${query}`;
  const response = await fetchImpl(url, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(rollout.tenantId ? { __tenant: rollout.tenantId } : {}),
      // Signed in, the user's token and proof: the server applies pins only for who may pin.
      ...(await credentialsFor('GET', new URL(url, window.location.href).href)),
    },
  });
  if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
  const manifest = v.parse(remoteManifestSchema, await response.json());
  keepHealthTickets(manifest);
  return manifest;
}
