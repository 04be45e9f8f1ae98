import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goalPairAgainstFloor } from './goal-floor';

const goals = { signInPage: 170_000, signInToDashboard: 120_000 };

test('goals whose sum is below the floor cannot hold together', () => {
  const result = goalPairAgainstFloor({
    goals,
    floorBytes: 330_000,
    esbuildSignInPage: 100_000,
    webpackSignInPage: 100_000,
  });
  assert.deepEqual(result, { allowed: 290_000, floor: 330_000, scale: 1, reachable: false });
});

test('a smaller webpack build scales the floor down, so the goals get its benefit', () => {
  const result = goalPairAgainstFloor({
    goals,
    floorBytes: 330_000,
    esbuildSignInPage: 100_000,
    webpackSignInPage: 85_000,
  });
  assert.equal(result.floor, 280_500);
  assert.equal(result.reachable, true);
});

test('a larger webpack build never raises the floor', () => {
  const result = goalPairAgainstFloor({
    goals,
    floorBytes: 300_000,
    esbuildSignInPage: 100_000,
    webpackSignInPage: 130_000,
  });
  assert.equal(result.scale, 1);
  assert.equal(result.floor, 300_000);
});
