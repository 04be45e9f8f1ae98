// What `npm start` does with the workspace's own builds: each built remote is registered as a
// `<version>-local.<hash>` release and made active, unless someone has promoted a named release
// (then a restart leaves their choice alone).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { contentHash, MANIFEST_FILE } from './release-files';
import * as repo from './releases.repository';
import { registerUploadedRelease, type ReleaseStorage } from './releases.service';
import { readReleaseFolder } from './read-release-folder';
import { promote } from './rollout.service';

export interface RemotePackage {
  dir: string;
  version: string;
  remote: string;
  areas: string[];
}

/** The workspace's remote packages, from the `crm` field of their package.json. */
export async function findRemotePackages(workspaceDir: string): Promise<RemotePackage[]> {
  const folders = (await readdir(workspaceDir)).filter((name) => name.startsWith('remote-'));
  const packages = await Promise.all(
    folders.map(async (folder) => {
      const dir = join(workspaceDir, folder);
      const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
      return {
        dir,
        version: pkg.version,
        remote: pkg.crm?.remote,
        areas: pkg.crm?.areas ?? [],
      } as RemotePackage;
    }),
  );
  return packages.filter((pkg) => typeof pkg.remote === 'string');
}

export async function registerLocalBuilds(
  db: Db,
  storage: ReleaseStorage,
  workspaceDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const pkg of await findRemotePackages(workspaceDir)) {
    const dist = join(pkg.dir, 'dist');
    if (!existsSync(join(dist, MANIFEST_FILE))) {
      log.warn({ remote: pkg.remote }, 'remote is not built; skipping its local release');
      continue;
    }
    const files = await readReleaseFolder(dist);
    const version = `${pkg.version}-local.${contentHash(files).slice(0, 10)}`;
    try {
      await registerLocal(db, storage, pkg, { version, files }, log);
    } catch (error) {
      // A build the gate refuses, or a canary an operator runs: the remote keeps what it has.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      log.warn(
        { remote: pkg.remote, version, code: error.code, params: error.params },
        'local build not served',
      );
    }
  }
}

async function registerLocal(
  db: Db,
  storage: ReleaseStorage,
  pkg: RemotePackage,
  build: { version: string; files: Awaited<ReturnType<typeof readReleaseFolder>> },
  log: FastifyBaseLogger,
): Promise<void> {
  const { version, files } = build;
  await registerUploadedRelease(
    db,
    storage,
    { name: pkg.remote, version, areas: pkg.areas, files, source: 'local-build' },
    { actor: 'system' },
  );
  const activeVersion = await repo.findActiveVersion(db, pkg.remote);
  const active = activeVersion ? await repo.findRelease(db, pkg.remote, activeVersion) : undefined;
  if (!active || (active.source === 'local-build' && active.version !== version)) {
    await promote(db, pkg.remote, { version }, 'system');
    log.info({ remote: pkg.remote, version }, 'local build promoted');
  }
}
