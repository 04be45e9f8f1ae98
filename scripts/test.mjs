#!/usr/bin/env node
// `npm test`: everything that proves the product, stopping at the first failure: the list of
// test files, the install, then lint, format, type-check, unit tests and the production builds
// side by side; then the server tests on PGlite and on PostgreSQL at 127.0.0.1:5432 beside the
// end-to-end tests in Chromium (the product's UI, then ABP's own Angular UI against it)
// (lib/phases.mjs runs the phases and prints their times). It runs on Node 24,
// fetched into .tools/ when the machine's Node is another major (lib/node-runtime.mjs), and so
// does everything it starts. The PostgreSQL pass holds the only row-level-security test, so a
// machine without PostgreSQL fails the run unless CRM_TEST_WITHOUT_POSTGRES=1 says that the pass
// is knowingly left out (then the run says so, first and last; never on CI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installAbpClient } from '../e2e/abp-client/scripts/prepare.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runOn } from './lib/node-runtime.mjs';
import { commandStep, formatTable, functionStep, runPhases, sequenceStep } from './lib/phases.mjs';
import { postgresPass, WITHOUT_POSTGRES_WARNING } from './lib/postgres-pass.mjs';
import {
  compareWithList,
  differenceMessage,
  findTestFiles,
  gitFiles,
  readList,
  untrackedNote,
} from './lib/test-files.mjs';
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

const pnpmStep = (name, minutes, args, env = {}) =>
  commandStep(name, minutes, process.execPath, [ensurePnpm(), '--loglevel=warn', ...args], {
    env,
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
function phases(postgres, template) {
  return [
    { name: 'test files', steps: [functionStep('test files', checkTestFiles)] },
    {
      name: 'install',
      install: true,
      steps: [
        functionStep('install', ensureInstalled),
        // ABP's Angular packages for the ABP client suite (e2e/abp-client): the last network use.
        functionStep('install (ABP client)', installAbpClient),
        functionStep('chromium', ensureChromium),
      ],
    },
    {
      name: 'checks, unit tests and build',
      concurrency: 2,
      steps: [
        nodeStep('build', 20, [
          '--input-type=module',
          '--eval',
          "await (await import('./scripts/lib/build.mjs')).buildStale();",
        ]),
        // Not in dependency order (--no-sort): the shared package's many files start at once.
        pnpmStep('unit tests', 15, [
          '-r',
          '--no-sort',
          '--workspace-concurrency=2',
          '--filter',
          '!@crm/e2e',
          '--filter',
          '!@crm/server',
          'run',
          'test',
        ]),
        // Every package's program in one build (tsconfig.json's references): shared is checked once.
        toolStep('typecheck', 10, 'typescript/bin/tsc', ['-b']),
        // One ESLint for every package: the configuration and resolver load once.
        toolStep('lint', 10, 'eslint/bin/eslint.js', [
          '--max-warnings=0',
          ...ESLINT_CACHE,
          ...ALL_PACKAGES,
        ]),
        toolStep('format', 5, 'prettier/bin/prettier.cjs', ['--check', '--cache', '.']),
        nodeStep('script helpers', 2, [
          '--test',
          'scripts/lib/run-limited.test.mjs',
          'scripts/lib/postgres-pass.test.mjs',
          'scripts/lib/build-stamp.test.mjs',
          'scripts/lib/test-files.test.mjs',
          'scripts/lib/rollout-history.test.mjs',
          'scripts/lib/phases.test.mjs',
          'scripts/lint/no-import-cycle.test.mjs',
          'server/scripts/test-runner/summary.test.mjs',
        ]),
        pnpmStep('benchmark helpers', 5, ['--filter', '@crm/e2e', 'run', 'test:bench']),
        // ABP's Angular UI for the ABP client suite (skipped while its sources are unchanged).
        nodeStep('build (ABP client)', 10, ['e2e/abp-client/scripts/build.mjs']),
      ],
    },
    {
      // The server's passes and the browser suites side by side: the browser suites mostly wait
      // (on pages, polls and the product), the server's passes mostly compute, so together they
      // fill the two cores. The browser suites start from one first start of the product (its
      // demo data, its remote builds as releases): each of their products copies its data folder.
      name: 'server and browser tests',
      concurrency: 3,
      steps: [
        pnpmStep('server tests (PGlite)', 25, ['--filter', '@crm/server', 'run', 'test']),
        ...(postgres
          ? [
              pnpmStep(
                'server tests (PostgreSQL)',
                25,
                ['--filter', '@crm/server', 'run', 'test'],
                {
                  CRM_TEST_DATABASE: 'postgres',
                },
              ),
            ]
          : []),
        sequenceStep('browser tests', [
          nodeStep(
            'product template',
            10,
            ['--import', 'tsx', 'src/product-template-cli.ts', template],
            { cwd: join(ROOT, 'e2e') },
          ),
          pnpmStep('end-to-end', 30, ['--filter', '@crm/e2e', 'run', 'test'], {
            CRM_E2E_TEMPLATE_DIR: template,
          }),
          pnpmStep(
            'end-to-end (ABP client)',
            15,
            ['--filter', '@crm/e2e', 'run', 'test:abp-client'],
            { CRM_E2E_TEMPLATE_DIR: template },
          ),
        ]),
      ],
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
  const template = mkdtempSync(join(tmpdir(), 'crm-e2e-template-'));
  let table;
  try {
    table = formatTable(await runPhases(phases(postgres, template)));
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    if (error.rows?.length) console.error(`\n${formatTable(error.rows)}`);
    process.exitCode = 1;
    return;
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
  console.log(`\n✔ all green${postgres ? '' : ' (WITHOUT PostgreSQL)'}\n\n${table}`);
  if (!postgres) console.warn(`\n${WITHOUT_POSTGRES_WARNING}`);
}

main();
