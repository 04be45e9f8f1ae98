// The one list of tests skipped on a platform: a skip counts only where it is listed, for that
// platform, and the list prints each skip with why.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { describeSkips, isListedSkip, skipsOn } from './platform-skips.mjs';
import { ROOT } from './workspace.mjs';

const SKIPS = [
  { file: 'server/test/a.test.ts', test: 'symlinks', platforms: ['win32'], why: 'no symlinks' },
];

test('a skip is allowed only on its platforms, for its file and title', () => {
  assert.equal(isListedSkip('server/test/a.test.ts', 'symlinks', 'win32', SKIPS), true);
  assert.equal(isListedSkip(join(ROOT, 'server/test/a.test.ts'), 'symlinks', 'win32', SKIPS), true);
  assert.equal(isListedSkip('server/test/a.test.ts', 'symlinks', 'linux', SKIPS), false);
  assert.equal(isListedSkip('server/test/a.test.ts', 'other', 'win32', SKIPS), false);
  assert.deepEqual(skipsOn('win32', 'server/', SKIPS), [{ ...SKIPS[0], file: 'test/a.test.ts' }]);
});

test('npm test prints each skip with why, or that there is none', () => {
  assert.match(describeSkips(SKIPS), /server\/test\/a\.test\.ts › symlinks on win32: no symlinks/);
  assert.match(describeSkips([]), /: none\.$/);
});
