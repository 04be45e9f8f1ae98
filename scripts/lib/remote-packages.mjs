import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The workspace's remotes, from the `crm` field of each `remote-*` package.json. */
export function remotePackages() {
  return readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .map((folder) => {
      const pkg = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      return {
        folder,
        dir: join(ROOT, folder),
        name: pkg.crm.remote,
        version: pkg.version,
        areas: pkg.crm.areas,
      };
    });
}

/** Finds a remote by its federation name (`reports`) or folder (`remote-reports`). */
export function findRemote(nameOrFolder) {
  const remote = remotePackages().find((r) => r.name === nameOrFolder || r.folder === nameOrFolder);
  if (!remote) {
    const known = remotePackages()
      .map((r) => r.name)
      .join(', ');
    throw new Error(`Unknown remote "${nameOrFolder}". Known remotes: ${known}.`);
  }
  return remote;
}
