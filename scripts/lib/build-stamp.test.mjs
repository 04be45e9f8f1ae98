// The build stamp: a package is current when its recorded hash is the hash of its sources now.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { isBuildCurrent, sourceHash, writeBuildStamp } from './build-stamp.mjs';
import { ROOT } from './workspace.mjs';

// A package folder of its own beside the real ones (a dot name: no workspace step reads it).
const pkg = `.build-stamp-test-${process.pid}`;
const source = join(ROOT, pkg, 'src', 'main.ts');
mkdirSync(join(ROOT, pkg, 'src'), { recursive: true });
mkdirSync(join(ROOT, pkg, 'dist'), { recursive: true });
after(() => rmSync(join(ROOT, pkg), { recursive: true, force: true }));

test('a package is current once built, and stale after an edit', () => {
  writeFileSync(source, 'export const version = 1;\n');
  assert.equal(isBuildCurrent(pkg), false);
  writeBuildStamp(pkg, sourceHash(pkg));
  assert.equal(isBuildCurrent(pkg), true);
  writeFileSync(source, 'export const version = 2;\n');
  assert.equal(isBuildCurrent(pkg), false);
});

test('an edit made while the build ran leaves the package stale', () => {
  writeFileSync(source, 'export const version = 3;\n');
  const beforeBuild = sourceHash(pkg);
  writeFileSync(source, 'export const version = 4;\n'); // saved while webpack was running
  writeBuildStamp(pkg, beforeBuild);
  assert.equal(isBuildCurrent(pkg), false);
});
