#!/usr/bin/env node
// Runs the pinned pnpm. It is fetched from the registry once, into the repository's own tool
// folder (.tools/, ignored by git), and run from there with Node afterwards, so no step after
// the install asks the registry again (`npx -y pnpm@…` did on every step, and once hung for
// 15 minutes). corepack is not used: it fails on this network's registry signatures, and a
// `packageManager` field would make pnpm switch versions by itself.
// The log level is set here because the repository's .npmrc silences npm (for JSON-printing
// commands) and pnpm reads it.
import { join } from 'node:path';
import { runOn, startNode } from './lib/node-runtime.mjs';
import { runLimited } from './lib/run-limited.mjs';
import { ensureTool, toolFolder } from './lib/tool-folder.mjs';

export const PNPM_VERSION = '10.34.9';

const TOOL_DIR = toolFolder(`pnpm-${PNPM_VERSION}`);
const PNPM_BIN = join(TOOL_DIR, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/** Fetches the pinned pnpm into .tools/ unless it is there: the only registry call it makes. */
export const ensurePnpm = () =>
  ensureTool({
    what: `pnpm ${PNPM_VERSION}`,
    spec: `pnpm@${PNPM_VERSION}`,
    folder: TOOL_DIR,
    bin: PNPM_BIN,
  });

/**
 * Runs pnpm with `args`; resolves to its exit status (TIMED_OUT when `timeoutMs` stopped it).
 * `options` are child_process.spawn options (cwd, env).
 */
export function pnpm(args, { timeoutMs, ...options } = {}) {
  return runLimited(process.execPath, [ensurePnpm(), '--loglevel=warn', ...args], {
    timeoutMs,
    label: `pnpm ${args.join(' ')}`,
    ...options,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The workspace asks for Node 22 or later (engines): on an older Node, pnpm runs on Node 24.
  await runOn(startNode());
  process.exit(await pnpm(process.argv.slice(2)));
}
