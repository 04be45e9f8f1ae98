// The remote-release registry: registering immutable releases, promoting and rolling back,
// and resolving which release each page load gets (with a session's QA pins when allowed).
import type { RemoteNavigation } from '@crm/shared/contracts';
import { REMOTE_NAMES, type RemoteManifest, type RemotePin } from '@crm/shared/platform';
import type { Db } from '../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-error';
import {
  checkReleaseFiles,
  contentHash,
  ENTRY_FILE,
  ReleaseFilesError,
  sriIntegrity,
  storeReleaseFiles,
  type ReleaseFile,
} from './release-files';
import { readReleaseNavigation } from './release-navigation';
import * as filesRepo from './release-files.repository';
import * as repo from './releases.repository';
import type { ReleaseSource } from './releases.tables';

export interface ReleaseStorage {
  dataDir: string;
  /** Origins other than our own that releases may be served from. */
  remoteOrigins: string[];
}

export interface RegisterResult {
  name: string;
  version: string;
  created: boolean;
}

export const LOCAL_RELEASE_PATH = '/remotes/';

function assertKnownRemote(name: string): void {
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    throw new NotFoundError('Platform:UnknownRemote', [name]);
}

async function existingRelease(
  db: Db,
  name: string,
  version: string,
  hash: string,
): Promise<boolean> {
  const existing = await repo.findRelease(db, name, version);
  if (existing && existing.content_hash !== hash)
    throw new ConflictError('Platform:ReleaseExists', [name, version]);
  return existing !== undefined;
}

/**
 * Registers a release whose files are uploaded to us; the same files again change nothing
 * (beyond storing them in the database if an older version of the server did not).
 */
export async function registerUploadedRelease(
  db: Db,
  storage: ReleaseStorage,
  release: {
    name: string;
    version: string;
    areas: string[];
    files: ReleaseFile[];
    source?: ReleaseSource;
  },
): Promise<RegisterResult> {
  const { name, version, areas, files } = release;
  assertKnownRemote(name);
  let navigation: RemoteNavigation | null;
  try {
    checkReleaseFiles(files, name);
    navigation = readReleaseNavigation(files);
  } catch (error) {
    if (error instanceof ReleaseFilesError)
      throw new BadRequestError('Platform:InvalidReleaseFiles', [error.message]);
    throw error;
  }
  const hash = contentHash(files);
  if (await existingRelease(db, name, version, hash)) {
    if (!(await filesRepo.hasStoredFiles(db, name, version)))
      await filesRepo.insertReleaseFiles(db, name, version, files);
    return { name, version, created: false };
  }
  const createdAt = await db.transaction().execute(async (trx) => {
    const created = await repo.insertRelease(trx, {
      name,
      version,
      base_url: `${LOCAL_RELEASE_PATH}${name}/${version}/`,
      entry_file: ENTRY_FILE,
      integrity: sriIntegrity(files.find((file) => file.path === ENTRY_FILE)!.content),
      content_hash: hash,
      areas: JSON.stringify(areas),
      navigation: navigation ? JSON.stringify(navigation) : null,
      source: release.source ?? 'upload',
    });
    await filesRepo.insertReleaseFiles(trx, name, version, files);
    return created;
  });
  await keepLocalCopy(db, storage, { name, version, modifiedAt: createdAt }, files);
  return { name, version, created: true };
}

/**
 * This replica's copy, written after the database's (whose transaction must not wait for the
 * compression). If it cannot be written the upload fails as a whole: the release is removed
 * again, unless someone promoted it in the meantime (then it stays, served from the database).
 */
async function keepLocalCopy(
  db: Db,
  storage: ReleaseStorage,
  release: { name: string; version: string; modifiedAt: Date },
  files: ReleaseFile[],
): Promise<void> {
  try {
    await storeReleaseFiles(storage.dataDir, release, files);
  } catch (error) {
    // Best-effort cleanup: the storage failure is what the caller must hear, not this one.
    await repo.deleteRelease(db, release.name, release.version).catch((cleanup: unknown) => {
      console.warn(`release row not removed after a failed store: ${String(cleanup)}`);
    });
    throw error;
  }
}

/** Registers a release served from another origin (a CDN on the allow-list). */
export async function registerExternalRelease(
  db: Db,
  storage: ReleaseStorage,
  release: { name: string; version: string; areas: string[]; baseUrl: string; integrity: string },
): Promise<RegisterResult> {
  const { name, version, areas, integrity } = release;
  assertKnownRemote(name);
  const baseUrl = new URL(release.baseUrl);
  if (baseUrl.protocol !== 'https:' || !storage.remoteOrigins.includes(baseUrl.origin)) {
    throw new BadRequestError('Platform:OriginNotAllowed', [baseUrl.origin]);
  }
  const base = baseUrl.href.endsWith('/') ? baseUrl.href : `${baseUrl.href}/`;
  if (await existingRelease(db, name, version, integrity)) return { name, version, created: false };
  await repo.insertRelease(db, {
    name,
    version,
    base_url: base,
    entry_file: ENTRY_FILE,
    integrity,
    content_hash: integrity,
    areas: JSON.stringify(areas),
    source: 'external',
  });
  return { name, version, created: true };
}

export async function promoteRelease(db: Db, name: string, version: string): Promise<void> {
  assertKnownRemote(name);
  if (!(await repo.findRelease(db, name, version)))
    throw new NotFoundError('Platform:ReleaseNotFound', [name, version]);
  await repo.activateRelease(db, name, version);
}

/** Promotes the release that was active before the current one; returns its version. */
export async function rollbackRelease(db: Db, name: string): Promise<string> {
  assertKnownRemote(name);
  const current = await repo.findActiveVersion(db, name);
  const previous = current && (await repo.findPreviousVersion(db, name, current));
  if (!previous) throw new ConflictError('Platform:NoPreviousRelease', [name]);
  await repo.activateRelease(db, name, previous);
  return previous;
}

function toActiveRemote(
  row: repo.ReleaseRow,
  overridden: boolean,
): RemoteManifest['remotes'][number] {
  return {
    name: row.name as RemoteManifest['remotes'][number]['name'],
    version: row.version,
    entry: `${row.base_url}mf-manifest.json`,
    remoteEntry: `${row.base_url}${row.entry_file}`,
    integrity: row.integrity,
    areas: row.areas,
    overridden,
    ...(row.navigation ? { navigation: row.navigation } : {}),
  };
}

/**
 * The manifest a page load gets: the active release of every remote, with the session's pins
 * applied when overrides are allowed. A pin of an unregistered release is ignored.
 */
export async function resolveManifest(
  db: Db,
  pins: RemotePin[],
  overridesAllowed: boolean,
  devRemotes: Record<string, string> = {},
): Promise<RemoteManifest> {
  const active = await repo.listActiveReleases(db);
  const pinned = new Map<string, repo.ReleaseRow>();
  if (overridesAllowed) {
    for (const pin of pins) {
      const release = await repo.findRelease(db, pin.name, pin.version);
      if (release) pinned.set(pin.name, release);
    }
  }
  const remotes = active.map((row) => {
    const pin = pinned.get(row.name);
    return pin && pin.version !== row.version
      ? toActiveRemote(pin, true)
      : toActiveRemote(row, false);
  });
  return { overridesAllowed, remotes: withDevServers(remotes, devRemotes) };
}

type ManifestRemote = RemoteManifest['remotes'][number];

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
