// The remote-release registry: registering immutable releases, each checked against the host
// that serves it (compatibility.ts) and recorded with who registered it. Promotions and
// rollbacks are rollout.service.ts's, the manifest a page load gets manifest.service.ts's.
import type { RemoteNavigation } from '@crm/shared/contracts';
import type { BuildRecord } from '@crm/shared/platform';
import type { Db } from '../db/database';
import { BadRequestError, ConflictError } from '../errors/app-error';
import type { Actor } from './actor';
import {
  readHostBuildRecord,
  readHostSharedEntries,
  readReleaseBuildRecord,
  readReleaseSharedEntries,
} from './build-records';
import { judgeCompatibility, type Compatibility, type CompatibilityProblem } from './compatibility';
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
import { assertKnownRemote } from './remote-names';
import { recordRelease } from './rollout.service';
import { sharedMismatches, type SharedEntry } from './shared-requirements';

export interface ReleaseStorage {
  dataDir: string;
  /** Origins other than our own that releases may be served from. */
  remoteOrigins: string[];
  /** The host's build, whose `crm-build.json` releases must fit. */
  hostDist: string;
}

export interface RegisterOptions {
  actor: Actor;
  /** Register it even though it does not fit the host (recorded). */
  force?: boolean | undefined;
}

export interface RegisterResult {
  name: string;
  version: string;
  created: boolean;
  compatibility: Compatibility['status'];
  /** What did not fit, for a forced release. */
  problems?: CompatibilityProblem[];
}

export const LOCAL_RELEASE_PATH = '/remotes/';

function registered(
  release: { name: string; version: string; compatibility: Compatibility | null },
  created: boolean,
): RegisterResult {
  const { name, version, compatibility } = release;
  return {
    name,
    version,
    created,
    compatibility: compatibility?.status ?? 'unchecked',
    ...(compatibility?.status === 'forced' ? { problems: compatibility.problems } : {}),
  };
}

/**
 * The gate, for a release not registered yet: its build record, and the shared packages of its
 * `mf-manifest.json` when its files come with it (a release on another origin sends only its
 * record).
 */
async function gate(
  storage: ReleaseStorage,
  release: { build: BuildRecord | null; shared?: SharedEntry[] },
  options: RegisterOptions,
): Promise<Compatibility> {
  const hostShared = release.shared && (await readHostSharedEntries(storage.hostDist));
  return judgeCompatibility(
    await readHostBuildRecord(storage.hostDist),
    release.build,
    options.force ?? false,
    hostShared && release.shared ? sharedMismatches(hostShared, release.shared) : [],
  );
}

async function existingRelease(db: Db, name: string, version: string, hash: string) {
  const existing = await repo.findRelease(db, name, version);
  if (existing && existing.content_hash !== hash)
    throw new ConflictError('Platform:ReleaseExists', [name, version]);
  return existing;
}

function releaseDetails(compatibility: Compatibility): Record<string, unknown> | null {
  return compatibility.status === 'checked' ? null : { compatibility };
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
  options: RegisterOptions,
): Promise<RegisterResult> {
  const { name, version, areas, files } = release;
  assertKnownRemote(name);
  let navigation: RemoteNavigation | null;
  let build: BuildRecord | null;
  let shared: SharedEntry[];
  try {
    checkReleaseFiles(files, name);
    navigation = readReleaseNavigation(files);
    build = readReleaseBuildRecord(files);
    shared = readReleaseSharedEntries(files);
  } catch (error) {
    if (error instanceof ReleaseFilesError)
      throw new BadRequestError('Platform:InvalidReleaseFiles', [error.message]);
    throw error;
  }
  const hash = contentHash(files);
  const existing = await existingRelease(db, name, version, hash);
  if (existing) {
    if (!(await filesRepo.hasStoredFiles(db, name, version)))
      await filesRepo.insertReleaseFiles(db, name, version, files);
    return registered(existing, false);
  }
  const compatibility = await gate(storage, { build, shared }, options);
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
      build: build ? JSON.stringify(build) : null,
      released_by: options.actor,
      compatibility: JSON.stringify(compatibility),
    });
    await filesRepo.insertReleaseFiles(trx, name, version, files);
    await recordRelease(
      trx,
      { name, version, details: releaseDetails(compatibility) },
      options.actor,
    );
    return created;
  });
  await keepLocalCopy(db, storage, { name, version, modifiedAt: createdAt }, files);
  return registered({ name, version, compatibility }, true);
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

/**
 * Registers a release served from another origin (a CDN on the allow-list); its build record
 * comes with the request, as its files do not.
 */
export async function registerExternalRelease(
  db: Db,
  storage: ReleaseStorage,
  release: {
    name: string;
    version: string;
    areas: string[];
    baseUrl: string;
    integrity: string;
    build?: BuildRecord | undefined;
  },
  options: RegisterOptions,
): Promise<RegisterResult> {
  const { name, version, areas, integrity } = release;
  assertKnownRemote(name);
  const baseUrl = new URL(release.baseUrl);
  if (baseUrl.protocol !== 'https:' || !storage.remoteOrigins.includes(baseUrl.origin)) {
    throw new BadRequestError('Platform:OriginNotAllowed', [baseUrl.origin]);
  }
  const base = baseUrl.href.endsWith('/') ? baseUrl.href : `${baseUrl.href}/`;
  const existing = await existingRelease(db, name, version, integrity);
  if (existing) return registered(existing, false);
  const compatibility = await gate(storage, { build: release.build ?? null }, options);
  await db.transaction().execute(async (trx) => {
    await repo.insertRelease(trx, {
      name,
      version,
      base_url: base,
      entry_file: ENTRY_FILE,
      integrity,
      content_hash: integrity,
      areas: JSON.stringify(areas),
      source: 'external',
      build: release.build ? JSON.stringify(release.build) : null,
      released_by: options.actor,
      compatibility: JSON.stringify(compatibility),
    });
    await recordRelease(
      trx,
      { name, version, details: releaseDetails(compatibility) },
      options.actor,
    );
  });
  return registered({ name, version, compatibility }, true);
}
