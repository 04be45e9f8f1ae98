// Installs and builds the throwaway ABP app in `.cache/app/`. The install (`npm ci` of the
// committed lock file, ABP's packages at pinned versions) is the only step that reaches the
// registry; it runs in `npm test`'s install phase with a time limit and is skipped while the
// lock file is unchanged. The build is offline and skipped while the sources are unchanged.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_DIR, BUILD_DIR, SOURCE_DIR } from './paths.mjs';

const INSTALL_STAMP = join(APP_DIR, 'node_modules', '.abp-client-install-stamp');
const BUILD_STAMP = join(APP_DIR, 'dist', '.abp-client-build-stamp');
const INSTALL_INPUTS = ['package.json', 'package-lock.json', '.npmrc'];
export const INSTALL_TIME_LIMIT_MS = 10 * 60_000;
const BUILD_TIME_LIMIT_MS = 10 * 60_000;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function hashOf(paths) {
  const hash = createHash('sha256');
  for (const path of paths.sort())
    hash.update(relative(SOURCE_DIR, path)).update(readFileSync(path));
  return hash.digest('hex');
}

const stampMatches = (stamp, hash) => existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;

function run(command, args, timeout) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: APP_DIR, stdio: 'inherit', timeout });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  return (Date.now() - started) / 1000;
}

/** Copies the app's sources into the working copy (node_modules and dist stay). */
function syncSources() {
  mkdirSync(APP_DIR, { recursive: true });
  cpSync(SOURCE_DIR, APP_DIR, { recursive: true });
}

export function installAbpClient() {
  syncSources();
  const hash = hashOf(INSTALL_INPUTS.map((name) => join(SOURCE_DIR, name)));
  if (stampMatches(INSTALL_STAMP, hash)) return;
  console.log("Installing ABP's Angular packages for the ABP client suite (cached afterwards)…");
  const seconds = run(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund'],
    INSTALL_TIME_LIMIT_MS,
  );
  writeFileSync(INSTALL_STAMP, hash);
  console.log(`ABP client installed in ${seconds.toFixed(1)} s`);
}

/** `ABP_CLIENT_CONFIGURATION=debug` builds without optimization, so Angular logs in dev mode. */
const CONFIGURATION = process.env.ABP_CLIENT_CONFIGURATION ?? 'production';

export function buildAbpClient() {
  syncSources();
  if (!existsSync(INSTALL_STAMP))
    throw new Error(
      'The ABP client is not installed: run `node e2e/abp-client/scripts/install.mjs`.',
    );
  const hash = `${CONFIGURATION}:${hashOf([...files(SOURCE_DIR), INSTALL_STAMP])}`;
  if (stampMatches(BUILD_STAMP, hash) && existsSync(join(BUILD_DIR, 'index.html'))) return;
  const ng = join(APP_DIR, 'node_modules', '@angular', 'cli', 'bin', 'ng.js');
  const seconds = run(
    process.execPath,
    [ng, 'build', '--configuration', CONFIGURATION],
    BUILD_TIME_LIMIT_MS,
  );
  writeFileSync(BUILD_STAMP, hash);
  console.log(`ABP client built in ${seconds.toFixed(1)} s`);
}
