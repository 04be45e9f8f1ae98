// The runtime manifest a page load gets: each remote's active release; its canary instead for a
// browser the canary reaches (canary-assignment.ts); a session's QA pin over both when
// overrides are allowed (an unregistered pin is ignored); and in development, local dev servers.
import { REMOTE_NAMES, type RemoteManifest, type RemotePin } from '@crm/shared/platform';
import type { Db } from '../db/database';
import { inCanary } from './canary-assignment';
import * as repo from './releases.repository';

type ManifestRemote = RemoteManifest['remotes'][number];

export interface ManifestRequest {
  pins: RemotePin[];
  overridesAllowed: boolean;
  devRemotes?: Record<string, string>;
  /** The browser's rollout id, when it sent one. */
  rolloutId?: string | undefined;
  /** The request's tenant; asked only when a canary lists tenants. */
  tenantId: () => Promise<string | undefined>;
}

function toManifestRemote(
  row: repo.ReleaseRow,
  marks: { overridden: boolean; canary?: boolean },
): ManifestRemote {
  return {
    name: row.name as ManifestRemote['name'],
    version: row.version,
    entry: `${row.base_url}mf-manifest.json`,
    remoteEntry: `${row.base_url}${row.entry_file}`,
    integrity: row.integrity,
    areas: row.areas,
    overridden: marks.overridden,
    ...(marks.canary ? { canary: true } : {}),
    ...(row.navigation ? { navigation: row.navigation } : {}),
  };
}

type ActiveRow = Awaited<ReturnType<typeof repo.listActiveReleasesWithCanaries>>[number];

/** The canary's release when this browser is in the remote's canary. */
async function canaryRelease(
  db: Db,
  row: ActiveRow,
  request: ManifestRequest,
): Promise<repo.ReleaseRow | undefined> {
  if (row.canaryId === null || row.canaryVersion === null) return undefined;
  const reach = {
    id: row.canaryId,
    name: row.name,
    share: row.canaryShare ?? 0,
    tenantIds: row.canaryTenantIds ?? [],
  };
  const tenantId = reach.tenantIds.length > 0 ? await request.tenantId() : undefined;
  if (!inCanary(reach, { rolloutId: request.rolloutId, tenantId })) return undefined;
  return repo.findRelease(db, row.name, row.canaryVersion);
}

export async function resolveManifest(db: Db, request: ManifestRequest): Promise<RemoteManifest> {
  const { overridesAllowed } = request;
  const active = await repo.listActiveReleasesWithCanaries(db);
  const pinned = new Map<string, repo.ReleaseRow>();
  if (overridesAllowed) {
    for (const pin of request.pins) {
      const release = await repo.findRelease(db, pin.name, pin.version);
      if (release) pinned.set(pin.name, release);
    }
  }
  const remotes = await Promise.all(
    active.map(async (row) => {
      const pin = pinned.get(row.name);
      const canary = await canaryRelease(db, row, request);
      if (pin && pin.version !== (canary ?? row).version)
        return toManifestRemote(pin, { overridden: true });
      if (canary) return toManifestRemote(canary, { overridden: false, canary: true });
      return toManifestRemote(row, { overridden: false });
    }),
  );
  return { overridesAllowed, remotes: withDevServers(remotes, request.devRemotes ?? {}) };
}

/** Development mode: a remote with a local dev server is served from it (no hash: it rebuilds). */
function withDevServers(
  remotes: ManifestRemote[],
  devRemotes: Record<string, string>,
): ManifestRemote[] {
  const byName = new Map<string, ManifestRemote>(remotes.map((remote) => [remote.name, remote]));
  for (const [name, origin] of Object.entries(devRemotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) continue;
    byName.set(name, {
      name: name as ManifestRemote['name'],
      version: 'dev',
      entry: `${origin}/mf-manifest.json`,
      remoteEntry: `${origin}/remoteEntry.js`,
      integrity: '',
      areas: byName.get(name)?.areas ?? [],
      overridden: true,
    });
  }
  return [...byName.values()];
}
