import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, percentile, ratio } from './stats';

test('percentile is the nearest-rank observed value', () => {
  const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(samples, 50), 5);
  assert.equal(percentile(samples, 95), 10);
  assert.equal(percentile(samples, 10), 1);
  assert.equal(percentile(samples, 11), 2);
  assert.equal(percentile([42], 99), 42);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('median of an odd count is the middle value, of an even count the lower middle', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([4, 1, 3, 2]), 2);
});

test('ratio prints two decimals and refuses missing sides', () => {
  assert.equal(ratio(3, 2), '1.50×');
  assert.equal(ratio(5, 6966), '0.00072×');
  assert.equal(ratio(1, 0), '—');
  assert.equal(ratio(Number.NaN, 1), '—');
});
