// The test command's phases: a lane of steps in order, each timed, beside the phase's other
// steps; the first failure stops the lane and the phase; an in-process step has a time limit too.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { ensurePnpm } from '../pnpm.mjs';
import { awaitedStep, commandStep, functionStep, runPhase, sequenceStep } from './phases.mjs';
import { UNIT_TEST_ARGS } from './unit-tests.mjs';

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
    functionStep(name, 1, async () => {
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
          functionStep('broken', 1, () => {
            throw new Error('it broke');
          }),
          functionStep('after', 1, () => {
            ranAfter = true;
          }),
        ]),
      ],
    });
  await assert.rejects(quietly(phase), /lane: broken: it broke/);
  assert.equal(ranAfter, false);
});

const MS = 1 / 60_000; // a millisecond, in the minutes a step's limit is given in

test('an in-process step past its limit fails naming it, and its commands are told to stop', async () => {
  let aborted = false;
  const slow = functionStep('slow', 50 * MS, async ({ signal }) => {
    signal.addEventListener('abort', () => {
      aborted = true;
    });
    await sleep(2_000);
  });
  await assert.rejects(
    quietly(() => runPhase({ name: 'phase', steps: [slow] })),
    /slow: took longer than its limit/,
  );
  assert.equal(aborted, true);
});

test('an in-process step that blocks past its limit fails when it returns', async () => {
  const blocking = functionStep('blocking', 20 * MS, () => {
    const until = Date.now() + 100;
    while (Date.now() < until);
  });
  await assert.rejects(
    quietly(() => runPhase({ name: 'phase', steps: [blocking] })),
    /blocking: took longer than its limit/,
  );
});

test('a step of a lane past its limit is named with its lane', async () => {
  const lane = sequenceStep('browser tests', [
    functionStep('end-to-end', 20 * MS, () => sleep(1_000)),
  ]);
  await assert.rejects(
    quietly(() => runPhase({ name: 'phase', steps: [lane] })),
    /browser tests: end-to-end: took longer than its limit/,
  );
});

test('the unit tests’ step prints what each package’s tests printed', async () => {
  const workspace = mkdtempSync(join(tmpdir(), 'phases-pnpm-'));
  writeFileSync(join(workspace, 'pnpm-workspace.yaml'), 'packages:\n  - one\n  - two\n');
  writeFileSync(join(workspace, 'package.json'), '{ "name": "root", "private": true }');
  for (const [name, code] of [
    ['one', 42007],
    ['two', 42008],
  ]) {
    mkdirSync(join(workspace, name));
    const test = `node -e "console.error(${code})"`;
    writeFileSync(
      join(workspace, name, 'package.json'),
      JSON.stringify({ name, scripts: { test } }),
    );
  }
  // Named apart from the real step, whose log file in node_modules/.cache/crm-test it would replace.
  const step = commandStep(
    'unit tests of a fixture workspace',
    1,
    process.execPath,
    [ensurePnpm(), '--loglevel=warn', ...UNIT_TEST_ARGS],
    { cwd: workspace },
  );
  const printed = [];
  const write = process.stdout.write;
  process.stdout.write = (text) => printed.push(String(text));
  try {
    await step.run({ quiet: true });
  } finally {
    process.stdout.write = write;
  }
  assert.match(printed.join(''), /42007/);
  assert.match(printed.join(''), /42008/);
});

test('a step after an awaited one starts when that one has run, timed from its own start', async () => {
  const order = [];
  const build = awaitedStep(
    functionStep('build', 1, async () => {
      await sleep(80);
      order.push('build end');
    }),
  );
  const times = await quietly(() =>
    runPhase({
      name: 'phase',
      concurrency: 2,
      steps: [
        sequenceStep('lane', [build.step]),
        build.after(functionStep('server tests', 1, async () => order.push('server tests'))),
      ],
    }),
  );
  assert.deepEqual(order, ['build end', 'server tests']);
  const after = times.find((time) => time.name === 'server tests');
  assert.ok(after.ms < 60, `timed from its own start, not from the phase's: ${after.ms} ms`);
});

test('a step after an awaited one that fails never starts, and the phase names the failure', async () => {
  let started = false;
  const build = awaitedStep(
    functionStep('build', 1, () => {
      throw new Error('it broke');
    }),
  );
  await assert.rejects(
    quietly(() =>
      runPhase({
        name: 'phase',
        concurrency: 2,
        steps: [build.step, build.after(functionStep('server tests', 1, () => (started = true)))],
      }),
    ),
    /build: it broke/,
  );
  assert.equal(started, false);
});
