import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signatureCheckMicros } from './signature-check';

test('a signature check costs a positive, finite number of CPU microseconds', () => {
  const micros = signatureCheckMicros(50);
  assert.ok(Number.isFinite(micros) && micros > 0, `got ${micros}`);
});
