// Decides whether a package's build is current: a hash of everything its build reads (its own
// sources and configuration, the shared package and the lockfile) is kept in dist/.build-stamp.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const SKIP = new Set(['node_modules', 'dist', 'test-results', '.data']);
const STAMP = '.build-stamp';

function collectFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIP.has(name))
    .sort()
    .flatMap((name) => collectFiles(join(path, name)));
}

function inputsOf(pkg) {
  const own = ['src', 'public', 'package.json', 'webpack.config.mjs', 'build.mjs', 'tsconfig.json'];
  const common = [
    'shared/src',
    'shared/federation',
    'shared/assets',
    'shared/package.json',
    'pnpm-lock.yaml',
  ];
  return [...own.map((name) => join(ROOT, pkg, name)), ...common.map((name) => join(ROOT, name))];
}

export function sourceHash(pkg) {
  const hash = createHash('sha256');
  for (const file of inputsOf(pkg).flatMap(collectFiles)) {
    hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isBuildCurrent(pkg) {
  const stamp = join(ROOT, pkg, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(pkg);
}

/**
 * Records `hash`, the package's source hash taken before its build started: a file edited while
 * webpack ran was perhaps not read by it, so the build must stay stale for that edit.
 */
export function writeBuildStamp(pkg, hash) {
  writeFileSync(join(ROOT, pkg, 'dist', STAMP), hash);
}
