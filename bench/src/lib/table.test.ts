import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable, kb, ms, perSecond } from './table';

test('the first column is left-aligned, figures right-aligned, under a rule', () => {
  const text = formatTable(
    ['endpoint', 'req/s'],
    [
      ['hello', '12,000'],
      ['poll', '900'],
    ],
  );
  assert.equal(
    text,
    ['endpoint   req/s', '--------  ------', 'hello     12,000', 'poll         900'].join('\n'),
  );
});

test('units', () => {
  assert.equal(ms(1.234), '1.2 ms');
  assert.equal(ms(Number.NaN), '—');
  assert.equal(perSecond(12345.6), '12,346');
  assert.equal(kb(2048), '2.0 KB');
});
