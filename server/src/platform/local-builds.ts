// What `npm start` does with the workspace's own builds: each built remote is registered as a
// `<version>-local.<hash>` release and made active, unless someone has promoted a named release
// (then a restart leaves their choice alone).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { contentHash, MANIFEST_FILE } from './release-files';
import * as repo from './releases.repository';
import { promoteRelease, registerUploadedRelease, type ReleaseStorage } from './releases.service';
import { readReleaseFolder } from './read-release-folder';

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
    await registerUploadedRelease(db, storage, {
      name: pkg.remote,
      version,
      areas: pkg.areas,
      files,
      source: 'local-build',
    });
    const activeVersion = await repo.findActiveVersion(db, pkg.remote);
    const active = activeVersion
      ? await repo.findRelease(db, pkg.remote, activeVersion)
      : undefined;
    if (!active || (active.source === 'local-build' && active.version !== version)) {
      await promoteRelease(db, pkg.remote, version);
      log.info({ remote: pkg.remote, version }, 'local build promoted');
    }
  }
}
