#!/usr/bin/env node
// `npm test`: everything that proves the product, in order, stopping at the first failure:
// lint and format, type-check, unit tests, server tests on PGlite and (when reachable) on
// PostgreSQL at 127.0.0.1:5432, the production build, then end-to-end tests in Chromium (the
// product's, then ABP's own Angular UI against it).
import { createConnection } from 'node:net';
import { installAbpClient } from '../e2e/abp-client/scripts/prepare.mjs';
import { buildStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runLimited, TIMED_OUT } from './lib/run-limited.mjs';
import { ROOT } from './lib/workspace.mjs';
import { pnpm } from './pnpm.mjs';

function isPostgresReachable() {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const MINUTE = 60_000;

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
  const postgres = await isPostgresReachable();
  const steps = [
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
    ['script helpers', nodeTestStep(2, 'scripts/lib/run-limited.test.mjs')],
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
  if (!postgres)
    console.log('PostgreSQL is not reachable at 127.0.0.1:5432: server tests run on PGlite only.');
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
  console.log(`\n✔ all green\n  ${timings.join('\n  ')}`);
}

main();
