#!/usr/bin/env node
// `npm run bench [-- NAME…]`: installs what is missing and builds what changed (the benchmarks
// measure the production build, as `npm start` runs it), then runs the benchmark runner of
// bench/ (`bench/src/run.ts`), which runs the named benchmarks, or all of them.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildStale } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ROOT } from './lib/workspace.mjs';

try {
  await ensureInstalled();
  await buildStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', join('src', 'run.ts'), ...process.argv.slice(2)],
  { cwd: join(ROOT, 'bench'), stdio: 'inherit' },
);
process.exit(run.status ?? 1);
