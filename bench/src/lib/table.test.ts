import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kb, ms, perSecond } from './table';

test('units', () => {
  assert.equal(ms(1.234), '1.2 ms');
  assert.equal(ms(Number.NaN), '—');
  assert.equal(perSecond(12345.6), '12,346');
  assert.equal(kb(2048), '2.0 KB');
});
