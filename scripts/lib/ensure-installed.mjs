// Installs the workspace's dependencies with the pinned pnpm when they are missing or the
// lockfile changed since the last install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from '../pnpm.mjs';
import { ROOT } from './workspace.mjs';

const INSTALL_LIMIT_MS = 20 * 60_000;
const STAMP = join(ROOT, 'node_modules', '.crm-install-stamp');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(ROOT, 'pnpm-lock.yaml')))
    .digest('hex');
}

/** `signal` (an AbortSignal) stops the install with everything it started. */
export async function ensureInstalled({ signal } = {}) {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lockHash()) return;
  console.log('Installing dependencies (pnpm, first run only)…');
  const status = await pnpm(['install', '--frozen-lockfile'], {
    cwd: ROOT,
    timeoutMs: INSTALL_LIMIT_MS,
    signal,
  });
  if (status !== 0) throw new Error('Installing dependencies failed.');
  writeFileSync(STAMP, lockHash());
}
