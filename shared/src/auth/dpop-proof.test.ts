import { webcrypto } from 'node:crypto';
import { createDpopKeys } from './dpop-keys';
import { signResourceProof } from './dpop-proof';
import { browserWithKeyStorage, MemoryDpopStore, readProof } from './dpop-test-support';
import { noteServerDate, resetServerClock, serverNowSeconds } from './server-clock';

describe('the DPoP proof of an API request', () => {
  let undo: () => void;
  beforeEach(() => (undo = browserWithKeyStorage()));
  afterEach(() => undo());

  async function signInKey() {
    const keys = createDpopKeys(new MemoryDpopStore());
    await keys.create();
    return (await keys.current())!;
  }

  it('names the method, the URL without query or fragment, the time, a new jti and the token hash', async () => {
    const key = await signInKey();
    const request = {
      method: 'get',
      url: 'https://crm.example/api/identity/users?filter=a#top',
      accessToken: 'the.access.token',
      nowSeconds: 1_800_000_000,
    };
    const first = await readProof(await signResourceProof(key, request));
    const second = await readProof(await signResourceProof(key, request));
    expect(first.valid).toBe(true);
    expect(first.header).toEqual({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk });
    const digest = await webcrypto.subtle.digest('SHA-256', Buffer.from('the.access.token'));
    expect(first.payload).toEqual({
      htm: 'GET',
      htu: 'https://crm.example/api/identity/users',
      iat: 1_800_000_000,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ath: Buffer.from(digest).toString('base64url'),
    });
    expect(second.payload.jti).not.toBe(first.payload.jti);
  });
});

describe("the server's clock", () => {
  afterEach(() => resetServerClock());

  it("dates proofs by the server's clock, learnt from its answers' Date header", () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(serverNowSeconds(now)).toBe(now / 1000);
    // jsdom has no Response; what is read of one is its headers' `get`.
    const answer = (date?: string) => ({ headers: new Map(date ? [['Date', date]] : []) });
    noteServerDate(answer('Fri, 27 Nov 2026 10:03:00 GMT') as unknown as Response, now);
    expect(serverNowSeconds(now)).toBe(now / 1000 + 180);
    noteServerDate(answer() as unknown as Response, now);
    expect(serverNowSeconds(now)).toBe(now / 1000 + 180);
  });
});
