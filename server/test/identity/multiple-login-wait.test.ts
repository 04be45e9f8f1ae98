// The multiple-login check as a long poll: with `wait=true` a `false` is held until the user's
// sessions change, so a sign-in elsewhere is answered at once; the hold ends on its timer, when
// the client leaves, and when the app closes; another user's sign-in wakes nobody.
import { after, before, describe, it } from 'node:test';
import { EventEmitter } from 'node:events';
import { expect } from 'expect';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ChangeFeed, userSessionsKey } from '../../src/cache/change-feed';
import { sessionChangeWaits } from '../../src/identity/session-change-wait';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const POLL = '/api/app/user/has-current-user-multiple-login-session';
const settle = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(resolve, ms, 'pending'))]);

describe('the multiple-login long poll', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  it('holds a false answer and gives true as soon as the user signs in elsewhere', async () => {
    const user = await createUser(t, admin, ['customer']);
    const first = await signIn(t, user.userName, user.password, 'demo');
    const other = await createUser(t, admin, ['customer']);
    const held = t.app.inject({ url: `${POLL}?wait=true`, headers: first.headers });
    expect(await settle(held, 500)).toBe('pending');
    await signIn(t, other.userName, other.password, 'demo');
    expect(await settle(held, 500)).toBe('pending');
    await signIn(t, user.userName, user.password, 'demo');
    const answer = await settle(held, 5000);
    expect(answer === 'pending' ? answer : answer.json()).toBe(true);
  });

  it('refuses a wait that is neither true nor false, localized', async () => {
    const user = await createUser(t, admin, ['customer']);
    const { headers } = await signIn(t, user.userName, user.password, 'demo');
    const refused = await t.app.inject({ url: `${POLL}?wait=soon`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors[0].members).toEqual(['wait']);
  });

  it('holds nothing where CRM_POLL_HOLD_SECONDS is 0', async () => {
    const unheld = await createTestApp({ pollHoldSeconds: 0 });
    try {
      const user = await createUser(unheld, (await tenantAdmin(unheld)).headers, ['customer']);
      const { headers } = await signIn(unheld, user.userName, user.password, 'demo');
      const answer = await settle(unheld.app.inject({ url: `${POLL}?wait=true`, headers }), 5000);
      expect(answer === 'pending' ? answer : answer.json()).toBe(false);
    } finally {
      await unheld.close();
    }
  });

  it('answers at once without wait, and at once when the answer is already true', async () => {
    const user = await createUser(t, admin, ['customer']);
    const first = await signIn(t, user.userName, user.password, 'demo');
    expect((await t.app.inject({ url: POLL, headers: first.headers })).json()).toBe(false);
    await signIn(t, user.userName, user.password, 'demo');
    const answer = await settle(
      t.app.inject({ url: `${POLL}?wait=true`, headers: first.headers }),
      2000,
    );
    expect(answer === 'pending' ? answer : answer.json()).toBe(true);
  });
});

describe('waiting for a change of sessions', () => {
  const hooks: (() => Promise<void>)[] = [];
  const app = {
    addHook: (_name: string, hook: () => Promise<void>) => void hooks.push(hook),
  } as unknown as FastifyInstance;
  const feed = new ChangeFeed();
  const waits = sessionChangeWaits(app, feed);
  const reply = () => ({ raw: new EventEmitter() }) as unknown as FastifyReply;

  it('ends at the hold, at a change of the user’s sessions, or when the client leaves', async () => {
    expect(await settle(waits.until('t', 'u', reply(), 50), 1000)).toBeUndefined();
    const changed = waits.until('t', 'u', reply(), 60_000);
    feed.bump(userSessionsKey('t', 'someone-else'));
    expect(await settle(changed, 50)).toBe('pending');
    feed.bump(userSessionsKey('t', 'u'));
    expect(await settle(changed, 50)).toBeUndefined();
    const leaving = reply();
    const left = waits.until('t', 'u', leaving, 60_000);
    leaving.raw.emit('close');
    expect(await settle(left, 50)).toBeUndefined();
  });

  it('ends when the feed retires everything (notifications may have been missed) or the app closes', async () => {
    const retired = waits.until('t', 'u', reply(), 60_000);
    feed.retireAll();
    expect(await settle(retired, 50)).toBeUndefined();
    const closing = waits.until('t', 'u', reply(), 60_000);
    for (const hook of hooks) await hook();
    expect(await settle(closing, 50)).toBeUndefined();
  });
});
