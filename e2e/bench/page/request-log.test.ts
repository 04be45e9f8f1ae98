import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countByType } from './request-log';

test('requests count by type, most first, ties by name', () => {
  const request = (type: string) => ({ type, sentAt: 0, fromCache: false });
  assert.deepEqual(countByType(['Fetch', 'Script', 'Font', 'Script'].map(request)), [
    ['Script', 2],
    ['Fetch', 1],
    ['Font', 1],
  ]);
});
