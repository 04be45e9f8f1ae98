// What a provider request reads ahead or puts off (src/oidc/request-artifacts.ts) stays within
// that request: a parked artifact serves one lookup, a write drops it, another request never
// sees it, and a consumption is put off only in a refresh-token request.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  deferConsumption,
  forgetParked,
  park,
  takeDeferredConsumption,
  takeParked,
} from '../../src/oidc/request-artifacts';

const request = (grantType = 'refresh_token') => ({
  oidc: { route: 'token', params: { grant_type: grantType } },
});
// The provider's own request context (what Provider.ctx reads), to run code as inside a request.
const ALS_MODULE: string = 'oidc-provider/lib/helpers/als.js';
const { default: als } = (await import(ALS_MODULE)) as { default: AsyncLocalStorage<object> };
const inRequest = <T>(ctx: object, run: () => T): T => als.run(ctx, run);

describe('request artifacts', () => {
  it('serves a parked artifact once, to the same request only', () => {
    const first = request();
    inRequest(first, () => park('Grant', 'g1', { accountId: 'a' }));
    expect(inRequest(request(), () => takeParked('Grant', 'g1'))).toEqual({ found: false });
    expect(takeParked('Grant', 'g1')).toEqual({ found: false });
    expect(inRequest(first, () => takeParked('Grant', 'g1'))).toEqual({
      found: true,
      payload: { accountId: 'a' },
    });
    expect(inRequest(first, () => takeParked('Grant', 'g1'))).toEqual({ found: false });
  });

  it('drops what is parked once the request writes', () => {
    const ctx = request();
    inRequest(ctx, () => {
      park('Session:uid', 'u1', undefined);
      forgetParked();
      expect(takeParked('Session:uid', 'u1')).toEqual({ found: false });
    });
  });

  it('puts off a consumption only in a refresh-token request, once', () => {
    expect(deferConsumption('r1')).toBe(false);
    expect(inRequest(request('authorization_code'), () => deferConsumption('r1'))).toBe(false);
    const ctx = request();
    inRequest(ctx, () => {
      expect(deferConsumption('r1')).toBe(true);
      expect(deferConsumption('r2')).toBe(false);
      expect(takeDeferredConsumption()).toBe('r1');
      expect(takeDeferredConsumption()).toBeUndefined();
    });
  });
});
