import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSamples, median, targetRow, verdict } from './report';
import { TARGETS } from './targets';

test('the median is the middle sample, the lower middle one for an even count', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2);
  assert.throws(() => median([]));
});

test('a figure meets its target at or below it; without a target it is reported', () => {
  assert.equal(verdict(255_000, 255_000), 'met');
  assert.equal(verdict(255_001, 255_000), 'NOT MET');
  assert.equal(verdict(1, undefined), 'report');
});

test('samples print as their median with min–max, in the unit of the figure', () => {
  assert.equal(
    formatSamples('bytes', [711_022, 711_019, 711_030]),
    '711,022 B (711,019 B–711,030 B)',
  );
  assert.equal(formatSamples('ms', [2_500, 2_500]), '2.50 s');
  assert.equal(formatSamples('requests', [63]), '63');
});

test('a target row holds the baseline, the measure, the target and the verdict', () => {
  assert.deepEqual(targetRow(TARGETS.twrrRequests, [63, 62, 64]), [
    TARGETS.twrrRequests.figure,
    '23',
    '63 (62–64)',
    '≤ 15',
    'NOT MET',
  ]);
  assert.deepEqual(targetRow(TARGETS.reportReload, [400], '/twrr').slice(0, 2), [
    '/twrr',
    '0.90 s–1.40 s',
  ]);
  assert.deepEqual(targetRow(TARGETS.reportSessionJs, [1_000]).slice(3), ['—', 'report']);
});
