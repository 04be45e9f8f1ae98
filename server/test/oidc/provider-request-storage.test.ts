// The provider's request storage (patches/oidc-provider@9.13.3.patch, decision 0013): it holds
// each provider request while the request runs, and is turned off once no provider request
// runs, so that the rest of the server's promises pay for no async hooks.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import Provider from 'oidc-provider';
import storage from 'oidc-provider/lib/helpers/als.js';
import { Browser, signInWithCode } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };

/** For each `grant.success` the provider emits during `run`: did its storage hold the request? */
async function storageAtGrants(run: () => Promise<unknown>): Promise<boolean[]> {
  const emit = Provider.prototype.emit;
  const held: boolean[] = [];
  Provider.prototype.emit = function recordedEmit(this: Provider, event, ...args: unknown[]) {
    if (event === 'grant.success') held.push(storage.getStore() === args[0]);
    return emit.call(this, event, ...args);
  } as typeof emit;
  try {
    await run();
  } finally {
    Provider.prototype.emit = emit;
  }
  return held;
}

describe('provider request storage', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('holds each provider request while it runs, overlapping ones too', async () => {
    expect(typeof storage.runRequest).toBe('function');
    const held = await storageAtGrants(() =>
      Promise.all([1, 2, 3].map(() => signInWithCode(new Browser(t.app), ADMIN))),
    );
    expect(held).toEqual([true, true, true]);
  });

  it('is turned off once no provider request runs', async () => {
    const disable = storage.disable;
    let disabled = 0;
    storage.disable = function countedDisable(this: typeof storage) {
      disabled += 1;
      disable.call(this);
    };
    try {
      await t.app.inject('/.well-known/openid-configuration');
      expect(disabled).toBe(1);
      expect(storage.getStore()).toBeUndefined();
    } finally {
      storage.disable = disable;
    }
  });
});
