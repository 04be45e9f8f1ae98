#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a fresh machine needs only Node and npm.
// corepack is not used: it fails on this network's registry signatures. The log level is set
// here because the repository's .npmrc silences npm (for JSON-printing commands) and pnpm reads it.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--loglevel=warn', ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
