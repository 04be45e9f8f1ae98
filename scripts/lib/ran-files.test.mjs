// What each runner ran, as npm test records it: the node:test, jest and server reporters record
// the files they ran and fail skipped and to-do tests; the end of the run then fails a listed
// file that did not run and a run file that is not listed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { RAN_DIR_VARIABLE, readRanFiles, recordRanFiles } from './ran-files.mjs';
import { compareWithList, differenceMessage } from './test-files.mjs';
import { ROOT } from './workspace.mjs';

const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
const folder = (prefix, base = tmpdir()) => {
  mkdirSync(base, { recursive: true });
  const made = mkdtempSync(join(base, prefix));
  folders.push(made);
  return made;
};

/** Runs `command` with a fresh record folder; its status, output and the files it recorded. */
function runRecorded(args, cwd = ROOT) {
  const ranDir = folder('ran-');
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    // Not as a test of this run: node:test tells its child processes so through this variable.
    env: { ...process.env, NODE_TEST_CONTEXT: undefined, [RAN_DIR_VARIABLE]: ranDir },
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    ran: readRanFiles(ranDir),
  };
}

describe('the files each runner ran', () => {
  it('node:test: records the files run and fails a skipped or to-do test', () => {
    const dir = folder('node-test-');
    const runs = join(dir, 'runs.test.mjs');
    const skips = join(dir, 'skips.test.mjs');
    writeFileSync(runs, "import { test } from 'node:test';\ntest('a', () => {});\n");
    writeFileSync(
      skips,
      `${"import { test } from 'node:test';\n"}test('b', { skip: true }, () => {});\ntest.todo('c');\n`,
    );
    const reporters = [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(ROOT, 'scripts', 'lib', 'ran-files-node-reporter.mjs')}`,
      '--test-reporter-destination=stdout',
    ];
    const passing = runRecorded(['--test', ...reporters, runs]);
    assert.equal(passing.status, 0, passing.output);
    assert.deepEqual(passing.ran, [relative(ROOT, runs)]);
    const leaving = runRecorded(['--test', ...reporters, runs, skips]);
    assert.equal(leaving.status, 1);
    assert.match(
      leaving.output,
      /Tests left out[^\n]*\n.*skips\.test\.mjs › b\n.*skips\.test\.mjs › c/,
    );
    assert.deepEqual(leaving.ran, [runs, skips].map((file) => relative(ROOT, file)).sort());
  });

  it('jest (the workspace preset): records the files run and fails a skipped or to-do test', () => {
    // In a package (ignored by git), so that jest's environment resolves as the package's does.
    const dir = folder('jest-', join(ROOT, 'shared', 'test-results'));
    const config = createRequire(import.meta.url)('../../jest.preset.cjs')({ dir });
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'runs.test.ts'), "it('a', () => expect(1).toBe(1));\n");
    const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const args = [jest, '--config', JSON.stringify({ ...config, testPathIgnorePatterns: [] })];
    const passing = runRecorded(args, join(ROOT, 'shared'));
    assert.equal(passing.status, 0, passing.output);
    assert.deepEqual(passing.ran, [relative(ROOT, join(dir, 'src', 'runs.test.ts'))]);
    writeFileSync(
      join(dir, 'src', 'skips.test.ts'),
      "it.skip('b', () => undefined);\nit.todo('c');\n",
    );
    const leaving = runRecorded(args, join(ROOT, 'shared'));
    assert.equal(leaving.status, 1);
    assert.match(
      leaving.output,
      /Tests left out[^\n]*\n.*skips\.test\.ts › b \(pending\)\n.*› c \(todo\)/,
    );
    assert.equal(leaving.ran.length, 2);
  });

  it('the end of the run fails a listed file that did not run and a run file not listed', () => {
    const ranDir = folder('ran-');
    recordRanFiles('a', ['server/test/a.test.ts', 'bench/src/api/new.test.ts'], ranDir);
    recordRanFiles('b', ['server/test/a.test.ts'], ranDir);
    const ran = readRanFiles(ranDir);
    assert.deepEqual(ran, ['bench/src/api/new.test.ts', 'server/test/a.test.ts']);
    const listed = ['server/test/a.test.ts', 'scripts/lib/never-run.test.mjs'];
    const difference = compareWithList(ran, listed, new Set([...ran, ...listed]));
    assert.deepEqual(difference.missing, ['scripts/lib/never-run.test.mjs']);
    assert.deepEqual(difference.unlisted, ['bench/src/api/new.test.ts']);
    const message = differenceMessage(difference, 'that no runner ran', 'run');
    assert.match(message, /that no runner ran:\n {2}scripts\/lib\/never-run\.test\.mjs/);
    assert.match(message, /run but not in scripts\/expected-test-files\.txt:\n {2}bench\/src\/api/);
  });
});
