#!/usr/bin/env node
// Runs the server's tests with Node's own test runner (TypeScript through tsx). Jest's module
// loader cannot run this server: its ESM-only dependencies are `require`d by CommonJS ones,
// which Node supports natively and jest does not. Assertions use `expect`, as elsewhere.
// Usage: node scripts/run-tests.mjs [file or folder filters…]
// The files run in long-lived test processes, one per core (CRM_TEST_WORKERS sets how many),
// several files per process one after another (test-runner/). A file may take two minutes; the
// fuzzing suites five (as long as they need in their long variant: CRM_LONG_TESTS=1, or
// CRM_FUZZ_RUNS set); the process tests (test/process/, real servers on PGlite and PostgreSQL)
// fifteen.
// On PostgreSQL (CRM_TEST_DATABASE=postgres) a run without filters takes only the files that
// open a database, and not the process tests, which start their own PostgreSQL. When npm test
// runs both passes (CRM_TEST_POSTGRES_BESIDE=1 on the PGlite one), the API's fuzzing suites run
// on PostgreSQL only (test-runner/test-files.mjs says why).
// The tests run on Node 24, the test command's Node (fetched into .tools/ when the machine's
// Node is another major).
import { availableParallelism } from 'node:os';
// eslint-disable-next-line import-x/no-relative-packages -- the workspace's runtime, not a package
import { runOn } from '../../scripts/lib/node-runtime.mjs';
// eslint-disable-next-line import-x/no-relative-packages -- the workspace's list of platform skips
import { skipsOn } from '../../scripts/lib/platform-skips.mjs';
// eslint-disable-next-line import-x/no-relative-packages -- npm test's record of the files run
import { recordRanFiles } from '../../scripts/lib/ran-files.mjs';
import { expectedMs, readDurations, writeDurations } from './test-runner/durations.mjs';
import { runPool } from './test-runner/pool.mjs';
import { startRun } from './test-runner/run-state.mjs';
import { Summary } from './test-runner/summary.mjs';
import { PROCESS_TESTS, selectTestFiles } from './test-runner/test-files.mjs';

await runOn();

const filters = process.argv.slice(2);
const kind = process.env.CRM_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
// npm test runs a PostgreSQL pass beside this one: the API's fuzzing suites run there only.
const postgresBeside = kind === 'pglite' && process.env.CRM_TEST_POSTGRES_BESIDE === '1';
const files = selectTestFiles({ filters, postgres: kind === 'postgres', postgresBeside });
if (postgresBeside) console.log('The fuzzing suites run in the PostgreSQL pass beside this one.');
if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}

const FUZZ_TESTS = 'test/robustness/api-fuzz';
const KEY_ROTATION_TEST = 'test/oidc/key-rotation.test.ts';
const longFuzzing = Boolean(process.env.CRM_FUZZ_RUNS) || process.env.CRM_LONG_TESTS === '1';
const limitOf = (file) => {
  if (file.startsWith(PROCESS_TESTS)) return 900_000;
  // A fixed number of requests: beside the browser suites, at a lower priority, 3 minutes can
  // become 5 on a busy machine (npm test), so the guard is 10.
  if (file.startsWith(FUZZ_TESTS)) return longFuzzing ? Infinity : 600_000;
  // It runs the server's CLI twice, each a Node process compiling TypeScript and opening PGlite:
  // about 10 s alone, and on a busy machine beside the browser suites over 2 minutes in all.
  if (file === KEY_ROTATION_TEST) return 300_000;
  return 120_000;
};

const durations = readDurations(kind);
const ordered = [...files].sort((a, b) => expectedMs(durations, b) - expectedMs(durations, a));
const workers = Number(process.env.CRM_TEST_WORKERS) || availableParallelism();
const summary = new Summary({
  kind,
  workers: Math.min(workers, files.length),
  allowedSkips: skipsOn(process.platform, 'server/'),
});
const run = await startRun({ postgres: kind === 'postgres' });

await runPool({
  files: ordered,
  workers,
  limitOf,
  env: { ...process.env, NODE_ENV: 'test', ...run.env },
  onFile: (result) => {
    summary.add(result);
    durations[result.file] = result.ms;
  },
});
await run.end();
writeDurations(kind, durations);
recordRanFiles(
  `server-${kind}`,
  summary.ranFiles().map((file) => `server/${file}`),
);
process.exit(summary.print() ? 0 : 1);
