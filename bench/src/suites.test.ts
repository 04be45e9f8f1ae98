import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SUITES, selectSuites } from './suites';

test('no names runs every suite, in order', () => {
  assert.deepEqual(
    selectSuites([]).map((s) => s.name),
    SUITES.map((s) => s.name),
  );
});

test('named suites run in the full order, once each', () => {
  assert.deepEqual(
    selectSuites(['scale', 'page', '--', 'page']).map((s) => s.name),
    ['page', 'scale'],
  );
});

test('an unknown name is refused with the list of known ones', () => {
  assert.throws(() => selectSuites(['pages']), /Unknown benchmark pages; choose from bundle, page/);
});
