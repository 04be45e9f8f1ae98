// Whose QA pins apply: a token that does not verify (or lacks its DPoP proof), or whose tenant
// is gone, earns none; a failure that says nothing about the caller (the database away) is not
// turned into "no pins".
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyRequest } from 'fastify';
import { errors } from 'jose';
import type { AppDeps } from '../../src/app-deps';
import type { Principal } from '../../src/auth/access-token';
import { NotFoundError } from '../../src/errors/app-error';
import { loadConfig } from '../../src/config/env';
import { pinCaller, pinsAllowed } from '../../src/platform/pin-permission';

const TENANT = '3f0c8a52-6a8e-4a61-9d0c-5f7e2b1c9a10';
const request = { headers: { authorization: 'Bearer a.b.c' } } as FastifyRequest;
const principal: Principal = {
  userId: 'u',
  tenantId: TENANT,
  sessionId: null,
  clientId: null,
  jkt: null,
};

/** Deps whose token check and tenant lookup do what the test says, and nothing else. */
function deps(verify: () => Promise<Principal>, tenant: () => Promise<never>): AppDeps {
  return {
    caches: { tokens: { verify }, tenants: { get: tenant } },
    keys: { verifyKey: () => undefined },
    origin: () => 'http://localhost',
  } as unknown as AppDeps;
}
const unreachable = () => Promise.reject(new Error('the test reached the tenant lookup'));

describe('pin permission', () => {
  it('gives no pins for a token that does not verify', async () => {
    const invalid = () => Promise.reject(new errors.JWSInvalid('not a token'));
    expect(await pinCaller(deps(invalid, unreachable), request)).toBe('not-permitted');
  });

  it('gives no pins for a DPoP-bound token presented without its proof', async () => {
    const bound = async () => ({ ...principal, jkt: 'thumbprint-of-the-key' });
    expect(await pinCaller(deps(bound, unreachable), request)).toBe('not-permitted');
  });

  it("gives no pins when the token's tenant is gone", async () => {
    const gone = () => Promise.reject(new NotFoundError('Crm:TenantNotFound', [TENANT]));
    expect(
      await pinCaller(
        deps(async () => principal, gone),
        request,
      ),
    ).toBe('not-permitted');
  });

  it('lets any other failure through instead of answering for the caller', async () => {
    const outage = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const away = () => Promise.reject(outage);
    await expect(
      pinCaller(
        deps(async () => principal, away),
        request,
      ),
    ).rejects.toBe(outage);
  });

  for (const [setting, anonymous] of [
    ['false', false],
    ['true', false],
    ['on', false],
    ['anonymous', true],
  ] as const) {
    it(`applies an anonymous page load's pins ${anonymous ? 'with' : 'not with'} CRM_REMOTE_OVERRIDES=${setting}`, async () => {
      const config = loadConfig({ NODE_ENV: 'test', CRM_REMOTE_OVERRIDES: setting });
      const anonymousRequest = { headers: {} } as FastifyRequest;
      const app = { ...deps(unreachable, unreachable), config } as AppDeps;
      expect(await pinsAllowed(app, anonymousRequest)).toBe(anonymous);
    });
  }
});
