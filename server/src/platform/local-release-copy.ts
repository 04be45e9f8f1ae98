// Uploaded releases are served from each replica's data folder, and their files are kept in the
// database. A replica asked for a file it lacks (the upload went to another replica, or its
// folder lost files) copies the whole release from the database first, then serves it as usual.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { releaseVersionSchema, remoteNameSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { isSafeReleasePath, releaseFolder, storeReleaseFiles } from './release-files';
import * as filesRepo from './release-files.repository';
import * as repo from './releases.repository';

export interface ReleaseFileRef {
  name: string;
  version: string;
  path: string;
}

/** The release file a path under `/remotes/` names (`reports/1.2.0/remoteEntry.js`), if any. */
export function releaseFileOf(pathUnderRemotes: string): ReleaseFileRef | undefined {
  const [name, version, ...rest] = pathUnderRemotes.split('/');
  const path = rest.join('/');
  if (!v.is(remoteNameSchema, name) || !v.is(releaseVersionSchema, version)) return undefined;
  return isSafeReleasePath(path) ? { name, version, path } : undefined;
}

/** One copy per release at a time; the requests that arrive meanwhile wait for it. */
const copying = new Map<string, Promise<void>>();

async function copyFromDatabase(db: Db, dataDir: string, file: ReleaseFileRef): Promise<void> {
  const { name, version, path } = file;
  // A path the release does not have (or a release without stored files) is not worth a copy:
  // it answers 404 as before.
  if (!(await filesRepo.hasReleaseFile(db, name, version, path))) return;
  const release = await repo.findRelease(db, name, version);
  if (!release) return; // removed meanwhile: an upload that failed
  const files = await filesRepo.listReleaseFiles(db, name, version);
  // A folder already there lacks files: replace it. Otherwise keep one that another process
  // sharing the data folder may put there meanwhile.
  const partial = existsSync(releaseFolder(dataDir, name, version));
  const modifiedAt = release.created_at;
  await storeReleaseFiles(dataDir, { name, version, modifiedAt }, files, partial);
}

/** Makes sure this replica's data folder has the file, if the database has it. */
export async function ensureLocalReleaseFile(
  db: Db,
  dataDir: string,
  file: ReleaseFileRef,
): Promise<void> {
  const key = releaseFolder(dataDir, file.name, file.version);
  const local = join(key, file.path);
  while (!existsSync(local)) {
    const running = copying.get(key);
    if (running) {
      // Started for another file, which may be one the release lacks: look again after it.
      await running.catch(() => undefined);
      continue;
    }
    const copy = copyFromDatabase(db, dataDir, file).finally(() => copying.delete(key));
    copying.set(key, copy);
    try {
      await copy;
    } catch (error) {
      // Another process sharing the data folder may have moved its copy into place first.
      if (!existsSync(local)) throw error;
    }
    return;
  }
}
