// The repository's tool folder (.tools/, ignored by git): a pinned package from the registry,
// installed once with npm into a folder of its own, and run from there afterwards, so that no
// step after the install asks the registry again. The fetch is bounded: a registry call can
// hang for many minutes on some networks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const FETCH_LIMIT_MS = 5 * 60_000;

/** The folder of a pinned tool in .tools/. */
export const toolFolder = (name) => join(ROOT, '.tools', name);

/**
 * Installs `spec` (`name@version`) into `folder` unless `bin` (a file it provides) is there;
 * returns `bin`. `what` names the tool in messages; `stdio` is the child's (stdout may be kept
 * clean for callers that print a path on it).
 */
export function ensureTool({ what, spec, folder, bin, stdio = 'inherit', failed }) {
  if (existsSync(bin)) return bin;
  console.error(`Fetching ${what} into .tools/ (first run only)…`);
  const windows = process.platform === 'win32';
  const result = spawnSync(
    windows ? 'npm.cmd' : 'npm',
    [
      'install',
      '--prefix',
      folder,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio, timeout: FETCH_LIMIT_MS, shell: windows },
  );
  if (result.error?.code === 'ETIMEDOUT')
    throw new Error(`fetching ${what} took longer than ${FETCH_LIMIT_MS / 60_000} minutes`);
  if (result.status !== 0 || !existsSync(bin)) throw new Error(failed ?? `fetching ${what} failed`);
  return bin;
}
