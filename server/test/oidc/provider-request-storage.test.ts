// The provider's request storage (decision 0013): it holds each provider request while the
// request runs, and on Node 24 (its storage lives in the async context frame) a provider request
// leaves no async hooks behind, so the rest of the server's promises pay for none. On Node 20
// and 22 the first request turned them on for good; a patch turned them off again until the
// product moved to Node 24.
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
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

// A process of its own: the test runner's own async hooks track every promise in this one.
// Inside, the provider's storage runs once as the provider runs it for a request (`als.run`
// in its initialize_app.js); then a promise continuation's async id tells whether async hooks
// track every promise (it is 0 when they do not).
const CONTINUATION_IDS = `
  import { executionAsyncId } from 'node:async_hooks';
  import storage from 'oidc-provider/lib/helpers/als.js';
  await storage.run({ request: 1 }, async () => { await null; });
  await null;
  const first = executionAsyncId();
  await null;
  console.log(JSON.stringify([first, executionAsyncId()]));
`;

describe('provider request storage', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('holds each provider request while it runs, overlapping ones too', async () => {
    const held = await storageAtGrants(() =>
      Promise.all([1, 2, 3].map(() => signInWithCode(new Browser(t.app), ADMIN))),
    );
    expect(held).toEqual([true, true, true]);
  });

  it('leaves no async hooks on once it has held a request', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', CONTINUATION_IDS], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual([0, 0]);
  });
});
