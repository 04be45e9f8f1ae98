#!/usr/bin/env node
// Runs the server's tests with Node's own test runner (TypeScript through tsx). Jest's module
// loader cannot run this server: its ESM-only dependencies are `require`d by CommonJS ones,
// which Node supports natively and jest does not. Assertions use `expect`, as elsewhere.
// Usage: node scripts/run-tests.mjs [file or folder filters…]
// A file may take two minutes; the long fuzzing variant (CRM_FUZZ_RUNS set) as long as it needs.
// The process tests (test/process/) start real servers on PGlite and PostgreSQL themselves, so
// the PostgreSQL pass (CRM_TEST_DATABASE=postgres) leaves them out unless a filter names them.
// They run after the others, with a longer limit per file (a test file is one test to the
// runner, and one of them loads the server for a minute or more).
// The tests run on Node 24, the test command's Node (fetched into .tools/ when the machine's
// Node is another major).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runOn } from '../../scripts/lib/node-runtime.mjs';

await runOn();

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const processTestsRunElsewhere = process.env.CRM_TEST_DATABASE === 'postgres';
const files = [...findTests(join(root, 'src')), ...findTests(join(root, 'test'))]
  .map((file) => relative(root, file))
  .filter((file) =>
    filters.length === 0
      ? !(processTestsRunElsewhere && file.startsWith('test/process/'))
      : filters.some((filter) => file.includes(filter)),
  )
  .sort();

if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}

const PROCESS_TESTS = 'test/process/';
const groups = [
  {
    files: files.filter((file) => !file.startsWith(PROCESS_TESTS)),
    timeoutMs: process.env.CRM_FUZZ_RUNS ? Infinity : 120_000,
  },
  { files: files.filter((file) => file.startsWith(PROCESS_TESTS)), timeoutMs: 900_000 },
];

let failed = false;
for (const { files: group, timeoutMs } of groups) {
  if (group.length === 0) continue;
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-concurrency=2',
      `--test-timeout=${timeoutMs}`,
      ...group,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
