// DPoP (RFC 9449) end to end against the real provider: tokens bound to a key through the code
// flow and the password grant; the API, userinfo and the provider's refresh refuse them without
// that key's proof for the very request, and accept them with one. Bearer tokens keep working.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { decodeJwt } from 'jose';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { HOST_TENANT_ID } from '../../src/tenancy/tenancy.tables';
import { bearer, Browser, form, signInWithCode, type Tokens } from '../helpers/browser';
import { DpopKey } from '../helpers/dpop-key';
import { freshRateWindow } from '../helpers/rate-window';
import { DEMO_PASSWORD } from '../helpers/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const PROBE = '/api/identity/users';
const TOKEN = '/connect/token';
const ADMIN = { userName: 'admin', password: DEMO_PASSWORD, tenant: 'demo' };

describe('DPoP-bound tokens', () => {
  let t: TestApp;
  let key: DpopKey;
  let tokens: Tokens;
  before(async () => {
    t = await createTestApp();
    key = await DpopKey.create();
    tokens = await signInWithCode(new Browser(t.app), ADMIN, undefined, {
      dpop: await key.proof('POST', TOKEN),
    });
  });
  after(() => t.close());

  const get = (headers: Record<string, string>, url = PROBE) =>
    t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });
  const token = (values: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = form({ client_id: 'Crm_App', ...values });
    return t.app.inject({
      method: 'POST',
      url: TOKEN,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it("binds the code flow's tokens to the key of the exchange's proof", () => {
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: key.jkt });
  });

  it('accepts the bound token with a proof made for the request, its query aside', async () => {
    const headers = await key.headers(tokens.access_token, 'GET', PROBE);
    expect((await get(headers)).statusCode).toBe(200);
    const query = `${PROBE}?maxResultCount=1`;
    expect(
      (await get(await key.headers(tokens.access_token, 'GET', query), query)).statusCode,
    ).toBe(200);
  });

  it('refuses it as a Bearer token: invalid_token, in the product error format, localized', async () => {
    const response = await get(bearer(tokens));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
    expect(response.headers['www-authenticate']).toContain('algs="ES256 EdDSA Ed25519"');
    expect(response.headers._abperrorformat).toBe('true');
    expect(response.json().error).toMatchObject({
      code: 'Crm:InvalidToken',
      message: 'Your sign-in is no longer valid. Please sign in again.',
    });
  });

  it('refuses it without a proof: invalid_dpop_proof, in Persian first', async () => {
    const response = await t.app.inject({
      url: PROBE,
      headers: { authorization: `DPoP ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
    expect(response.json().error).toMatchObject({
      code: 'Crm:InvalidDpopProof',
      message: 'ورود شما از این مرورگر تأیید نشد. لطفاً دوباره وارد شوید.',
    });
  });

  it('refuses a replayed proof, and proofs for another method, URL or token', async () => {
    const headers = await key.headers(tokens.access_token, 'GET', PROBE);
    expect((await get(headers)).statusCode).toBe(200);
    const replayed = await get(headers);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.headers['www-authenticate']).toContain('jti already used');
    const refusedFor = async (claims: Parameters<DpopKey['proof']>[2], path = PROBE) => {
      const dpop = await key.proof('GET', path, { accessToken: tokens.access_token, ...claims });
      const response = await get({ authorization: `DPoP ${tokens.access_token}`, dpop });
      expect(response.statusCode).toBe(401);
      return String(response.headers['www-authenticate']);
    };
    expect(await refusedFor({ htm: 'POST' })).toContain('error_description="htm"');
    expect(await refusedFor({}, '/api/identity/roles')).toContain('error_description="htu"');
    expect(await refusedFor({ htu: `https://crm.example${PROBE}` })).toContain('"htu"');
    expect(await refusedFor({ accessToken: 'another-token' })).toContain('"ath"');
    expect(await refusedFor({ iat: Math.floor(Date.now() / 1000) - 300 })).toContain('iat');
  });

  it("refuses a proof by another key than the token's: invalid_token", async () => {
    const other = await DpopKey.create();
    const response = await get(await other.headers(tokens.access_token, 'GET', PROBE));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
  });

  it('refuses a broken proof on an anonymous route too, where a refused bearer token is ignored', async () => {
    const config = '/api/abp/application-configuration';
    const stale = await key.proof('GET', config, {
      accessToken: tokens.access_token,
      iat: Math.floor(Date.now() / 1000) - 300,
    });
    const refused = await get(
      { authorization: `DPoP ${tokens.access_token}`, dpop: stale },
      config,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
    const broken = await get({ authorization: 'Bearer not.a.token' }, config);
    expect(broken.statusCode).toBe(200);
    expect(broken.json().currentUser.isAuthenticated).toBe(false);
    const proven = await get(await key.headers(tokens.access_token, 'GET', config), config);
    expect(proven.json().currentUser.isAuthenticated).toBe(true);
  });

  it('refuses the bound token as Bearer on the anonymous configuration endpoint too', async () => {
    const asBearer = await get(bearer(tokens), '/api/abp/application-configuration');
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
    expect(asBearer.json().error.code).toBe('Crm:InvalidToken');
  });

  it('limits the failed proofs per address: past the limit, 429 before any check, for that address only', async () => {
    await freshRateWindow();
    const attacker = { remoteAddress: '203.0.113.50' };
    const send = (headers: Record<string, string>, from = attacker) =>
      t.app.inject({ url: PROBE, headers: { 'accept-language': 'en', ...headers }, ...from });
    const stranger = await DpopKey.create();
    const byStranger = await send(await stranger.headers(tokens.access_token, 'GET', PROBE));
    expect(byStranger.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
    for (let failures = 1; failures < t.config.dpopFailureLimit; failures += 1) {
      // The victim's public key copied from a proof, without its private key: a forged signature.
      const { authorization, dpop } = await key.headers(tokens.access_token, 'GET', PROBE);
      const forged = `${dpop.slice(0, dpop.lastIndexOf('.'))}.${'A'.repeat(86)}`;
      const refused = await send({ authorization, dpop: forged });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toContain('"signature or algorithm"');
    }
    expect((await send({ authorization: `DPoP ${tokens.access_token}` })).statusCode).toBe(401);
    const blocked = await send(await key.headers(tokens.access_token, 'GET', PROBE));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().error.code).toBe('Crm:TooManyRequests');
    const elsewhere = { remoteAddress: '203.0.113.51' };
    const holder = await send(await key.headers(tokens.access_token, 'GET', PROBE), elsewhere);
    expect(holder.statusCode).toBe(200);
  });

  it('keeps bearer tokens working as Bearer, and refuses them under the DPoP scheme', async () => {
    const plain = await signInWithCode(new Browser(t.app), ADMIN);
    expect(plain.token_type).toBe('Bearer');
    expect(decodeJwt(plain.access_token).cnf).toBeUndefined();
    expect((await get(bearer(plain))).statusCode).toBe(200);
    const asDpop = await get(await key.headers(plain.access_token, 'GET', PROBE));
    expect(asDpop.statusCode).toBe(401);
    expect(asDpop.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
  });

  it('answers userinfo for the bound token with a proof, and refuses it as Bearer', async () => {
    const userinfo = '/connect/userinfo';
    const proven = await get(await key.headers(tokens.access_token, 'GET', userinfo), userinfo);
    expect(proven.statusCode).toBe(200);
    expect(proven.json().sub).toBe(decodeJwt(tokens.access_token).sub);
    expect((await get(bearer(tokens), userinfo)).statusCode).toBe(401);
  });

  it('lets a browser send the proof (CORS) and read the challenge', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: PROBE,
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, dpop',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('dpop');
    const refused = await t.app.inject({
      url: PROBE,
      headers: { origin: TEST_ORIGIN, ...bearer(tokens) },
    });
    expect(String(refused.headers['access-control-expose-headers'])).toContain('WWW-Authenticate');
  });

  it('has the provider refuse a bound refresh token without its proof, and renew it with one', async () => {
    const renew = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! };
    const without = await token(renew);
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe('invalid_grant');
    const other = await DpopKey.create();
    const otherKey = await token(renew, { dpop: await other.proof('POST', TOKEN) });
    expect(otherKey.json().error).toBe('invalid_grant');
    const renewed = await token(renew, { dpop: await key.proof('POST', TOKEN) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().token_type).toBe('DPoP');
    expect(decodeJwt(renewed.json().access_token).cnf).toEqual({ jkt: key.jkt });
    tokens = renewed.json();
  });

  it('revokes a bound refresh token without a proof (RFC 7009 asks none)', async () => {
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/connect/revocat',
      ...form({
        client_id: 'Crm_App',
        token: tokens.refresh_token!,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(revoked.statusCode).toBe(200);
    const renewal = await token(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! },
      { dpop: await key.proof('POST', TOKEN) },
    );
    expect(renewal.json().error).toBe('invalid_grant');
  });

  describe('through the password grant', () => {
    before(() =>
      inTenant(t.database.db, HOST_TENANT_ID, (scope) =>
        setSettingForSide(scope, true, 'Crm.Account.PasswordFlowEnabled', 'True'),
      ),
    );
    const passwordGrant = (headers: Record<string, string>) =>
      token(
        {
          grant_type: 'password',
          scope: 'openid offline_access Crm',
          username: 'admin',
          password: DEMO_PASSWORD,
        },
        { __tenant: 'demo', ...headers },
      );

    it('binds the access and refresh tokens to the proof key', async () => {
      const answer = await passwordGrant({ dpop: await key.proof('POST', TOKEN) });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.token_type).toBe('DPoP');
      expect(decodeJwt(body.access_token).cnf).toEqual({ jkt: key.jkt });
      expect((await get(bearer(body))).statusCode).toBe(401);
      expect((await get(await key.headers(body.access_token, 'GET', PROBE))).statusCode).toBe(200);
      const renew = { grant_type: 'refresh_token', refresh_token: body.refresh_token };
      expect((await token(renew)).json().error).toBe('invalid_grant');
      expect((await token(renew, { dpop: await key.proof('POST', TOKEN) })).statusCode).toBe(200);
    });

    it('gives bearer tokens without a proof', async () => {
      const body = (await passwordGrant({})).json();
      expect(body.token_type).toBe('Bearer');
      expect(decodeJwt(body.access_token).cnf).toBeUndefined();
    });

    it('refuses a proof for another endpoint, and a replayed one', async () => {
      const wrong = await passwordGrant({ dpop: await key.proof('POST', '/connect/revocat') });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('invalid_dpop_proof');
      const proof = await key.proof('POST', TOKEN);
      expect((await passwordGrant({ dpop: proof })).statusCode).toBe(200);
      const replayed = await passwordGrant({ dpop: proof });
      expect(replayed.json().error).toBe('invalid_dpop_proof');
    });
  });
});
