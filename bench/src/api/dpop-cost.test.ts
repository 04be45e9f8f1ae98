import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedOverhead, type Sample } from './dpop-cost';

const samples = (...micros: number[]): Sample[] =>
  micros.map((value) => ({ micros: value, perSecond: 0, statuses: new Set([200]) }));

test("DPoP's overhead is the median of each round's difference from its Bearer row", () => {
  assert.equal(pairedOverhead(samples(100, 110, 90), samples(200, 230, 180)), 100);
});

test('a burst on the machine that slows both rows of a round drops out of their difference', () => {
  // Rounds 2 and 3 met another guest's burst; a difference of medians mixes rounds: 300 - 250 = 50.
  const bearer = samples(160, 250, 260);
  const dpop = samples(260, 350, 300);
  assert.equal(pairedOverhead(bearer, dpop), 100);
});
