// The history lines of `npm run promote -- <remote> --history`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatEvent } from './rollout-history.mjs';

const event = (kind, details, actor = 'system') => ({
  event: kind,
  version: '1.3.0',
  share: 50,
  tenants: [],
  details,
  actor,
  at: '2026-11-27T10:04:05.123Z',
});

test('an automatic rollback gives its figures and limits, by the server', () => {
  const line = formatEvent(
    event('canary-rolled-back-automatically', {
      stable: '1.2.0',
      failures: 6,
      outcomes: 24,
      failureRate: 0.25,
      stableFailures: 1,
      stableOutcomes: 40,
      stableRate: 0.025,
      minOutcomes: 20,
      maxFailurePercent: 5,
      marginPoints: 2,
    }),
  );
  assert.equal(
    line,
    '2026-11-27 10:04:05Z  1.3.0         automatic rollback: 6 of 24 failed (25%), stable 1.2.0 ' +
      '2.5% (1 of 40); limits 20 outcomes, 5%, stable + 2 points  — by the server',
  );
});

test('an automatic rollback whose stable release had no outcomes says so', () => {
  const line = formatEvent(
    event('canary-rolled-back-automatically', {
      stable: '1.2.0',
      failures: 20,
      outcomes: 20,
      failureRate: 1,
      stableFailures: 0,
      stableOutcomes: 0,
      stableRate: null,
      minOutcomes: 20,
      maxFailurePercent: 5,
      marginPoints: 2,
    }),
  );
  assert.match(line, /20 of 20 failed \(100%\), stable 1\.2\.0 no outcomes;/);
});

test('a canary whose limits alone changed says its new limits', () => {
  const limitsOnly = {
    ...event('canary-raised', {
      fromShare: 50,
      fromTenantIds: [],
      minOutcomes: 10,
      maxFailurePercent: 2.5,
      marginPoints: 1,
    }),
    actor: 'key:reports pipeline',
  };
  assert.match(
    formatEvent(limitsOnly),
    /canary limits 10 outcomes, 2\.5%, stable \+ 1 points {2}— by key "reports pipeline"$/,
  );
  const wider = { ...limitsOnly, share: 80 };
  assert.match(formatEvent(wider), /canary raised from 50% to 80% {2}/);
});

test('a canary ended by a person reads as rolled back and withdrawn, with who did it', () => {
  assert.match(
    formatEvent(event('canary-aborted', null, 'user:admin')),
    /1\.3\.0 {9}canary rolled back \(withdrawn\) {2}— by user admin$/,
  );
});
