// The test command's phases: a lane of steps in order, each timed, beside the phase's other
// steps; the first failure stops the lane and the phase.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { functionStep, runPhase, sequenceStep } from './phases.mjs';

const quietly = async (work) => {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
};

test('a sequence runs its steps in order beside the other steps, each with its own time', async () => {
  const order = [];
  const step = (name, ms) =>
    functionStep(name, async () => {
      order.push(`${name} start`);
      await sleep(ms);
      order.push(`${name} end`);
    });
  const times = await quietly(() =>
    runPhase({
      name: 'phase',
      concurrency: 2,
      steps: [step('alone', 120), sequenceStep('lane', [step('first', 40), step('second', 40)])],
    }),
  );
  assert.deepEqual(order, [
    'alone start',
    'first start',
    'first end',
    'second start',
    'second end',
    'alone end',
  ]);
  assert.deepEqual(times.map((time) => time.name).sort(), ['alone', 'first', 'second']);
  const second = times.find((time) => time.name === 'second');
  assert.ok(second.ms >= 35 && second.ms < 110, `second took ${second.ms} ms`);
});

test('a failing step of a sequence stops the sequence and fails the phase with its name', async () => {
  let ranAfter = false;
  const phase = () =>
    runPhase({
      name: 'phase',
      steps: [
        sequenceStep('lane', [
          functionStep('broken', () => {
            throw new Error('it broke');
          }),
          functionStep('after', () => {
            ranAfter = true;
          }),
        ]),
      ],
    });
  await assert.rejects(quietly(phase), /lane: it broke/);
  assert.equal(ranAfter, false);
});
