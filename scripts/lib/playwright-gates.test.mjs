// Both Playwright suites' own configurations, on a fixture folder: a focused test fails the run
// (`forbidOnly`) instead of leaving the other specs out, only `*.spec.ts` files are tests, and
// the files a run ran are recorded for the end of npm test (ran-files.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { RAN_DIR_VARIABLE, readRanFiles } from './ran-files.mjs';
import { ROOT } from './workspace.mjs';

const E2E = join(ROOT, 'e2e');
// Inside e2e/, where the fixtures' TypeScript configurations find @playwright/test; not in
// e2e/test-results, which the end-to-end suite empties when it starts beside these tests.
const CACHE = join(E2E, '.cache', 'gate-fixtures');
mkdirSync(CACHE, { recursive: true });
const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Runs Playwright (`--list` by default) on `specs` (name → text) under the configuration
 * `config` of e2e/, its test folder moved to a fixture folder and its set-up left out.
 */
function playwright(config, specs, args = ['--list'], env = {}) {
  const folder = mkdtempSync(join(CACHE, 'playwright-gate-'));
  folders.push(folder);
  const original = relative(folder, join(E2E, config)).replace(/\.ts$/, '');
  // Its reporters' paths are relative to the original configuration's folder.
  const originalDir = dirname(join(E2E, config));
  writeFileSync(
    join(folder, 'playwright.config.ts'),
    [
      "import { resolve } from 'node:path';",
      `import config from '${original}';`,
      'const reporter = config.reporter.map(([name, options]) =>',
      `  [name.startsWith('.') ? resolve(${JSON.stringify(originalDir)}, name) : name, options]);`,
      'export default {',
      "  ...config, reporter, testDir: '.', globalSetup: undefined, globalTeardown: undefined,",
      '};',
    ].join('\n'),
  );
  for (const [name, text] of Object.entries(specs)) writeFileSync(join(folder, name), text);
  const result = spawnSync(
    process.execPath,
    [join(E2E, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args, '-c', folder],
    {
      cwd: E2E,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, [RAN_DIR_VARIABLE]: undefined, ...env },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}`, folder };
}

const spec = (...titles) =>
  `import { test } from '@playwright/test';\n${titles.map((t) => `${t}('${t}', () => {});`).join('\n')}\n`;

for (const config of ['playwright.config.ts', 'abp-client/playwright.config.ts'])
  describe(`e2e/${config}`, () => {
    it('fails a run with a focused test', () => {
      const { status, output } = playwright(config, {
        'focused.spec.ts': spec('test', 'test.only'),
      });
      assert.notEqual(status, 0);
      assert.match(output, /not allowed due to the 'forbidOnly' option/);
    });

    it('takes *.spec.ts files only', () => {
      const { status, output } = playwright(config, {
        'a.spec.ts': spec('test'),
        'b.test.ts': spec('test'),
      });
      assert.equal(status, 0, output);
      assert.match(output, /Total: 1 test in 1 file/);
    });

    it('records the spec files it ran, for the end of npm test', () => {
      const ranDir = mkdtempSync(join(tmpdir(), 'ran-'));
      folders.push(ranDir);
      const run = playwright(config, { 'a.spec.ts': spec('test') }, [], {
        [RAN_DIR_VARIABLE]: ranDir,
      });
      assert.equal(run.status, 0, run.output);
      assert.deepEqual(readRanFiles(ranDir), [relative(ROOT, join(run.folder, 'a.spec.ts'))]);
    });
  });
