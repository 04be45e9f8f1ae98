#!/usr/bin/env node
// `npm test`: everything that proves the product, in order, stopping at the first failure:
// lint and format, type-check, unit tests, server tests on PGlite and on PostgreSQL at
// 127.0.0.1:5432, the production build, then end-to-end tests in Chromium (the product's, then
// ABP's own Angular UI against it). It runs on Node 24, fetched into .tools/ when the machine's
// Node is another major (lib/node-runtime.mjs), and so does everything it starts. The
// PostgreSQL pass holds the only row-level-security test, so a machine without PostgreSQL fails
// the run unless CRM_TEST_WITHOUT_POSTGRES=1 says that the pass is knowingly left out (then the
// run says so, first and last).
import { installAbpClient } from '../e2e/abp-client/scripts/prepare.mjs';
import { buildStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runOn } from './lib/node-runtime.mjs';
import { postgresPass, WITHOUT_POSTGRES_WARNING } from './lib/postgres-pass.mjs';
import { runLimited, TIMED_OUT } from './lib/run-limited.mjs';
import {
  compareWithList,
  differenceMessage,
  findTestFiles,
  gitFiles,
  readList,
  untrackedNote,
} from './lib/test-files.mjs';
import { ROOT } from './lib/workspace.mjs';
import { pnpm } from './pnpm.mjs';

const MINUTE = 60_000;

/** Fails when a listed test file is gone or a test file git knows is not listed. */
function checkTestFiles() {
  const difference = compareWithList(findTestFiles(), readList(), gitFiles());
  const note = untrackedNote(difference);
  if (note) console.warn(note);
  const message = differenceMessage(difference);
  if (message) throw new Error(`\n${message}`);
}

/** A step that runs a command, stopped with a clear message if it outlives `minutes`. */
const limitedStep = (minutes, what, run) => async () => {
  const status = await run(minutes * MINUTE);
  if (status === TIMED_OUT) throw new Error(`took longer than its limit of ${minutes} minutes`);
  if (status !== 0) throw new Error(`${what} failed`);
};

const pnpmStep = (minutes, args, env = {}) =>
  limitedStep(minutes, `pnpm ${args.join(' ')}`, (timeoutMs) =>
    pnpm(args, { cwd: ROOT, env: { ...process.env, ...env }, timeoutMs }),
  );

/** Node's own test runner on `files`. */
const nodeTestStep = (minutes, ...files) =>
  limitedStep(minutes, `node --test ${files.join(' ')}`, (timeoutMs) =>
    runLimited(process.execPath, ['--test', ...files], { cwd: ROOT, timeoutMs }),
  );

async function main() {
  await runOn();
  console.log(`Node ${process.version}`);
  let postgres;
  try {
    postgres = await postgresPass();
  } catch (error) {
    console.error(`\n✖ PostgreSQL: ${error.message}`);
    process.exit(1);
  }
  const steps = [
    ['test files', () => checkTestFiles()],
    ['install', () => ensureInstalled()],
    // ABP's Angular packages for the ABP client suite (e2e/abp-client): the run's last network use.
    ['install (ABP client)', () => installAbpClient()],
    ['chromium', () => ensureChromium()],
    ['lint', pnpmStep(10, ['-r', '--workspace-concurrency=2', 'run', 'lint'])],
    ['format', pnpmStep(5, ['exec', 'prettier', '--check', '.'])],
    ['typecheck', pnpmStep(10, ['-r', '--workspace-concurrency=2', 'run', 'typecheck'])],
    [
      'unit tests',
      pnpmStep(15, [
        '-r',
        '--workspace-concurrency=2',
        '--filter',
        '!@crm/e2e',
        '--filter',
        '!@crm/server',
        'run',
        'test',
      ]),
    ],
    [
      'script helpers',
      nodeTestStep(
        2,
        'scripts/lib/run-limited.test.mjs',
        'scripts/lib/postgres-pass.test.mjs',
        'scripts/lib/build-stamp.test.mjs',
        'scripts/lib/test-files.test.mjs',
        'scripts/lint/no-import-cycle.test.mjs',
      ),
    ],
    ['benchmark helpers', pnpmStep(5, ['--filter', '@crm/e2e', 'run', 'test:bench'])],
    ['server tests (PGlite)', pnpmStep(25, ['--filter', '@crm/server', 'run', 'test'])],
    ...(postgres
      ? [
          [
            'server tests (PostgreSQL)',
            pnpmStep(25, ['--filter', '@crm/server', 'run', 'test'], {
              CRM_TEST_DATABASE: 'postgres',
            }),
          ],
        ]
      : []),
    ['build', () => buildStale({ timeoutMs: 20 * MINUTE })],
    ['end-to-end', pnpmStep(30, ['--filter', '@crm/e2e', 'run', 'test'])],
    ['end-to-end (ABP client)', pnpmStep(15, ['--filter', '@crm/e2e', 'run', 'test:abp-client'])],
  ];
  if (!postgres) console.warn(WITHOUT_POSTGRES_WARNING);
  const timings = [];
  for (const [name, step] of steps) {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    try {
      await step();
    } catch (error) {
      console.error(`\n✖ ${name}: ${error.message}`);
      process.exit(1);
    }
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`\n✔ all green${postgres ? '' : ' (WITHOUT PostgreSQL)'}\n  ${timings.join('\n  ')}`);
  if (!postgres) console.warn(`\n${WITHOUT_POSTGRES_WARNING}`);
}

main();
