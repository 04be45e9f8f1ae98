#!/usr/bin/env node
// `npm test`: everything that proves the product, stopping at the first failure: the list of
// test files, the install, then side by side the browser lane (the production builds, then the
// end-to-end tests in Chromium: the product's UI, then ABP's own Angular UI against it), the
// server tests on PGlite and on PostgreSQL at 127.0.0.1:5432, and lint, format, type-check and
// unit tests; last, whether every listed test file ran (lib/phases.mjs runs the phases and
// prints their times). It runs on Node 24,
// fetched into .tools/ when the machine's Node is another major (lib/node-runtime.mjs), and so
// does everything it starts. The PostgreSQL pass holds the only row-level-security test, so a
// machine without PostgreSQL fails the run unless CRM_TEST_WITHOUT_POSTGRES=1 says that the pass
// is knowingly left out (then the run says so, first and last; never on CI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line no-restricted-imports, import-x/no-relative-packages -- the root command runs a package's own install step
import { installAbpClient } from '../e2e/abp-client/scripts/prepare.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runOn } from './lib/node-runtime.mjs';
import {
  awaitedStep,
  commandStep,
  formatPhaseTable,
  functionStep,
  runPhases,
  sequenceStep,
} from './lib/phases.mjs';
import { describeSkips } from './lib/platform-skips.mjs';
import { RAN_DIR_VARIABLE, readRanFiles } from './lib/ran-files.mjs';
import { postgresPass, WITHOUT_POSTGRES_WARNING } from './lib/postgres-pass.mjs';
import {
  compareWithList,
  differenceMessage,
  findTestFiles,
  gitFiles,
  readList,
  untrackedNote,
} from './lib/test-files.mjs';
import { UNIT_TEST_ARGS } from './lib/unit-tests.mjs';
import { ALL_PACKAGES, ROOT } from './lib/workspace.mjs';
import { ensurePnpm } from './pnpm.mjs';

/** Fails when a listed test file is gone or a test file git knows is not listed. */
function checkTestFiles() {
  const difference = compareWithList(findTestFiles(), readList(), gitFiles());
  const note = untrackedNote(difference);
  if (note) console.warn(note);
  const message = differenceMessage(difference);
  if (message) throw new Error(`\n${message}`);
}

/** Fails when a listed test file did not run, or a file git knows ran but is not listed. */
function checkRanFiles(ranDir) {
  const ran = readRanFiles(ranDir);
  const difference = compareWithList(ran, readList(), gitFiles());
  const note = untrackedNote(difference);
  if (note) console.warn(note);
  const message = differenceMessage(difference, 'that no runner ran', 'run');
  if (message) throw new Error(`\n${message}`);
  console.log(`All ${ran.length - difference.untracked.length} listed test files ran.`);
}

/** node:test's reporters in npm test: the usual one, and the record of the files run. */
const NODE_TEST_REPORTERS = [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/lib/ran-files-node-reporter.mjs',
  '--test-reporter-destination=stdout',
];

const pnpmStep = (name, minutes, args, env = {}, options = {}) =>
  commandStep(name, minutes, process.execPath, [ensurePnpm(), '--loglevel=warn', ...args], {
    env,
    ...options,
  });

const nodeStep = (name, minutes, args, options) =>
  commandStep(name, minutes, process.execPath, args, options);

/** A tool installed at the root (its package's bin script), run with this Node. */
const toolStep = (name, minutes, tool, args) =>
  commandStep(name, minutes, process.execPath, [join(ROOT, 'node_modules', tool), ...args]);

// Caches of the static checks, under node_modules (ignored by git): ESLint's and Prettier's
// keyed by content, TypeScript's build info beside each package (tsc -b, incremental).
const ESLINT_CACHE = [
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  'node_modules/.cache/eslint/',
];

/**
 * The phases of the run; `postgres`: whether the PostgreSQL pass runs; `template`: the folder
 * the end-to-end suites' products start from (e2e/src/product-template.ts).
 */
function phases(postgres, template, ranDir) {
  const build = awaitedStep(
    nodeStep('build', 20, [
      '--input-type=module',
      '--eval',
      "await (await import('./scripts/lib/build.mjs')).buildStale();",
    ]),
  );
  return [
    { name: 'test files', steps: [functionStep('test files', 1, checkTestFiles)] },
    {
      name: 'install',
      install: true,
      steps: [
        functionStep('install', 25, ensureInstalled),
        // ABP's Angular packages for the ABP client suite (e2e/abp-client): the last network use.
        functionStep('install (ABP client)', 12, installAbpClient),
        functionStep('chromium', 25, ensureChromium),
      ],
    },
    {
      // One phase: the browser lane (the build, one first start of the product that every
      // end-to-end product copies, the end-to-end suite, ABP's Angular UI against the product)
      // is the run's longest, and after its build it mostly waits (on pages, polls and the
      // product), so it starts at once. The checks share the CPU with it evenly (short, and their
      // UI tests are timing-sensitive; niced, on a busy machine they outlived their limits), and
      // so do the server's passes on both databases, which start when the build has ended. At a
      // real lower priority (niceness 5, made to hold across Linux's scheduling groups by
      // lib/cpu-priority.mjs) the end-to-end suite ran 2 minutes faster, but the passes starved
      // through its 11 minutes: the API fuzzing ran past 10 minutes, the 200-user load test failed.
      // The first failure, a lint error in the first minutes too, stops the run.
      name: 'checks, builds, server and browser tests',
      concurrency: postgres ? 4 : 3,
      steps: [
        sequenceStep('browser tests', [
          build.step,
          nodeStep(
            'product template',
            10,
            ['--import', 'tsx', 'src/product-template-cli.ts', template],
            { cwd: join(ROOT, 'e2e') },
          ),
          pnpmStep('end-to-end', 30, ['--filter', '@crm/e2e', 'run', 'test'], {
            CRM_E2E_TEMPLATE_DIR: template,
          }),
          // ABP's Angular UI for the ABP client suite (skipped while its sources are unchanged).
          nodeStep('build (ABP client)', 10, ['e2e/abp-client/scripts/build.mjs']),
          pnpmStep(
            'end-to-end (ABP client)',
            15,
            ['--filter', '@crm/e2e', 'run', 'test:abp-client'],
            { CRM_E2E_TEMPLATE_DIR: template },
          ),
        ]),
        build.after(
          pnpmStep(
            'server tests (PGlite)',
            25,
            ['--filter', '@crm/server', 'run', 'test'],
            postgres ? { CRM_TEST_POSTGRES_BESIDE: '1' } : {},
          ),
        ),
        ...(postgres
          ? [
              build.after(
                pnpmStep(
                  'server tests (PostgreSQL)',
                  25,
                  ['--filter', '@crm/server', 'run', 'test'],
                  { CRM_TEST_DATABASE: 'postgres' },
                ),
              ),
            ]
          : []),
        sequenceStep('checks', [
          pnpmStep('unit tests', 15, UNIT_TEST_ARGS),
          // Every package's program in one build (tsconfig.json's references): shared is checked once.
          toolStep('typecheck', 10, 'typescript/bin/tsc', ['-b']),
          // One ESLint for every package: the configuration and resolver load once.
          toolStep('lint', 10, 'eslint/bin/eslint.js', [
            '--max-warnings=0',
            ...ESLINT_CACHE,
            ...ALL_PACKAGES,
            'scripts',
          ]),
          toolStep('format', 5, 'prettier/bin/prettier.cjs', ['--check', '--cache', '.']),
          // Node's runner expands the patterns itself (and so finds a new file).
          nodeStep('script helpers', 4, [
            '--test',
            ...NODE_TEST_REPORTERS,
            'scripts/lib/*.test.mjs',
            'scripts/lint/*.test.mjs',
            'server/scripts/test-runner/*.test.mjs',
          ]),
          pnpmStep('benchmark helpers', 5, ['--filter', '@crm/e2e', 'run', 'test:bench']),
        ]),
      ],
    },
    {
      name: 'test files run',
      steps: [functionStep('test files run', 1, () => checkRanFiles(ranDir))],
    },
  ];
}

async function main() {
  await runOn();
  console.log(`Node ${process.version} in ${ROOT}`);
  let postgres;
  try {
    postgres = await postgresPass();
  } catch (error) {
    console.error(`\n✖ PostgreSQL: ${error.message}`);
    process.exit(1);
  }
  if (!postgres) console.warn(WITHOUT_POSTGRES_WARNING);
  console.log(describeSkips());
  const template = mkdtempSync(join(tmpdir(), 'crm-e2e-template-'));
  // Where each runner records the files it ran (lib/ran-files.mjs), for the last phase.
  const ranDir = mkdtempSync(join(tmpdir(), 'crm-test-ran-'));
  process.env[RAN_DIR_VARIABLE] = ranDir;
  let table;
  try {
    table = formatPhaseTable(await runPhases(phases(postgres, template, ranDir)));
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    if (error.rows?.length) console.error(`\n${formatPhaseTable(error.rows)}`);
    process.exitCode = 1;
    return;
  } finally {
    rmSync(template, { recursive: true, force: true });
    rmSync(ranDir, { recursive: true, force: true });
  }
  console.log(`\n✔ all green${postgres ? '' : ' (WITHOUT PostgreSQL)'}\n\n${table}`);
  if (!postgres) console.warn(`\n${WITHOUT_POSTGRES_WARNING}`);
}

main();
