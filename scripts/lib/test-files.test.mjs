// The list of expected test files: a listed file that is gone, or a file git knows that is not
// listed, fails the run; a new file git does not know yet is only pointed out.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  compareWithList,
  differenceMessage,
  findTestFiles,
  listable,
  untrackedNote,
  UPDATE_COMMAND,
} from './test-files.mjs';

test('finds every test file of the workspace, whichever runner is meant to take it', () => {
  const root = mkdtempSync(join(tmpdir(), 'test-files-'));
  const files = [
    'server/test/a/b.test.ts',
    'server/src/x/y.test.ts',
    'shared/src/ui/z.test.tsx',
    'e2e/tests/flow.spec.ts',
    'e2e/tests/flow-support.ts',
    'scripts/lib/s.test.mjs',
    'server/scripts/test-runner/r.test.mjs',
    'bench/src/api/never-run.test.ts',
    'e2e/tests/helper.test.ts',
    'server/node_modules/p/q.test.ts',
    'e2e/test-results/gate/a.spec.ts',
    'host/dist/x.test.js',
  ];
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  assert.deepEqual(findTestFiles(root), [
    'bench/src/api/never-run.test.ts',
    'e2e/tests/flow.spec.ts',
    'e2e/tests/helper.test.ts',
    'scripts/lib/s.test.mjs',
    'server/scripts/test-runner/r.test.mjs',
    'server/src/x/y.test.ts',
    'server/test/a/b.test.ts',
    'shared/src/ui/z.test.tsx',
  ]);
});

test('a listed file that is gone and a known file not listed fail, with the update command', () => {
  const known = new Set(['a.test.ts', 'c.test.ts']);
  const difference = compareWithList(['a.test.ts', 'c.test.ts'], ['a.test.ts', 'b.test.ts'], known);
  assert.deepEqual(difference, { missing: ['b.test.ts'], unlisted: ['c.test.ts'], untracked: [] });
  const message = differenceMessage(difference);
  assert.match(message, /not found:\n {2}b\.test\.ts/);
  assert.match(message, /not in scripts\/expected-test-files\.txt:\n {2}c\.test\.ts/);
  assert.ok(message.includes(UPDATE_COMMAND));
});

test('a new file git does not know yet is pointed out, not failed, and not listed', () => {
  const known = new Set(['a.test.ts']);
  const difference = compareWithList(['a.test.ts', 'new.test.ts'], ['a.test.ts'], known);
  assert.deepEqual(difference, { missing: [], unlisted: [], untracked: ['new.test.ts'] });
  assert.equal(differenceMessage(difference), undefined);
  assert.match(untrackedNote(difference), /new\.test\.ts/);
  assert.deepEqual(listable(['a.test.ts', 'new.test.ts'], known), ['a.test.ts']);
});

test('without git every file found is listed and checked', () => {
  const difference = compareWithList(['a.test.ts', 'new.test.ts'], ['a.test.ts']);
  assert.deepEqual(difference.unlisted, ['new.test.ts']);
  assert.deepEqual(listable(['a.test.ts', 'new.test.ts']), ['a.test.ts', 'new.test.ts']);
});
