// The API accepts only access tokens our provider signed for it: an ID token, a token signed by
// another key, tampered, expired, for another audience or from another issuer is refused (401)
// on every governed route, whoever it names.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWTPayload,
} from 'jose';
import {
  ACCESS_TOKEN_ALG,
  ID_TOKEN_ALG,
  listSigningKeys,
  orderForSigning,
  type SigningAlg,
} from '../../src/oidc/signing-keys';
import { tenantAdmin } from '../helpers/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const PROBE = '/api/identity/users';
type SigningKeyInput = Parameters<SignJWT['sign']>[0];

describe('access tokens the API refuses', () => {
  let t: TestApp;
  let accessToken: string;
  let idToken: string;
  let claims: JWTPayload;
  before(async () => {
    t = await createTestApp();
    const { tokens } = await tenantAdmin(t);
    accessToken = tokens.access_token;
    idToken = tokens.id_token!;
    claims = decodeJwt(accessToken);
  });
  after(() => t.close());

  const status = async (token: string) =>
    (await t.app.inject({ url: PROBE, headers: { authorization: `Bearer ${token}` } })).statusCode;

  /** The admin's claims, changed, signed as an access token with `key` (ours by default). */
  async function mint(
    changes: JWTPayload,
    key?: SigningKeyInput,
    alg: SigningAlg = ACCESS_TOKEN_ALG,
  ) {
    const ours = orderForSigning(await listSigningKeys(t.database.db)).find(
      (k) => k.privateJwk.alg === alg,
    );
    const signingKey = key ?? (await importJWK(ours!.privateJwk, alg));
    return new SignJWT({ ...claims, ...changes })
      .setProtectedHeader({ alg, typ: 'at+jwt', kid: ours!.kid })
      .sign(signingKey);
  }

  it('accepts the real access token, and the same claims signed again by our key', async () => {
    expect(await status(accessToken)).toBe(200);
    expect(await status(await mint({}))).toBe(200);
  });

  it('accepts an access token signed by our RS256 key (as before ES256), ES256 being the default', async () => {
    expect(decodeProtectedHeader(accessToken).alg).toBe(ACCESS_TOKEN_ALG);
    expect(await status(await mint({}, undefined, ID_TOKEN_ALG))).toBe(200);
  });

  it('refuses an ID token, a tampered token and one signed by another key', async () => {
    expect(await status(idToken)).toBe(401);
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await status(`${header}.${forged}.${signature}`)).toBe(401);
    const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALG);
    expect(await status(await mint({}, privateKey))).toBe(401);
    const { privateKey: rsa } = await generateKeyPair(ID_TOKEN_ALG);
    expect(await status(await mint({}, rsa, ID_TOKEN_ALG))).toBe(401);
  });

  it('refuses an expired token, another audience and another issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await status(await mint({ exp: now - 60 }))).toBe(401);
    expect(await status(await mint({ aud: 'another-api' }))).toBe(401);
    expect(await status(await mint({ iss: 'https://elsewhere.example' }))).toBe(401);
    expect(await status(await mint({ iss: `${TEST_ORIGIN}//` }))).toBe(401);
  });

  it("accepts our issuer spelled either way (ABP's trailing slash or the bare origin)", async () => {
    expect(await status(await mint({ iss: `${TEST_ORIGIN}/` }))).toBe(200);
    expect(await status(await mint({ iss: TEST_ORIGIN }))).toBe(200);
  });
});
