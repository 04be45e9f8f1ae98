import { OidcClient } from 'oidc-client-ts';
import { createDpopKeys, KEY_LIFETIME_MS, KEY_NAME_ITEM } from './dpop-keys';
import { browserWithKeyStorage, MemoryDpopStore, readProof } from './dpop-test-support';

const TOKEN_ENDPOINT = 'https://crm.example/connect/token';

describe('the sign-in DPoP key', () => {
  let undo: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    undo = browserWithKeyStorage();
  });
  afterEach(() => undo());

  it('is a new non-extractable P-256 pair per sign-in, named in the tab, the previous one deleted', async () => {
    const store = new MemoryDpopStore();
    const keys = createDpopKeys(store);
    expect(await keys.create()).toBe(true);
    const first = sessionStorage.getItem(KEY_NAME_ITEM)!;
    const pair = (await store.get(first))!.keys;
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    expect((await keys.current())!.publicJwk).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
    });
    await keys.create();
    const second = sessionStorage.getItem(KEY_NAME_ITEM)!;
    expect(second).not.toBe(first);
    expect(await store.getAllKeys()).toEqual([second]);
    expect((await keys.current())!.keys).toBe((await store.get(second))!.keys);
  });

  it('is deleted at sign-out, and the tab then has none', async () => {
    const store = new MemoryDpopStore();
    const keys = createDpopKeys(store);
    await keys.create();
    await keys.remove();
    expect(await store.getAllKeys()).toEqual([]);
    expect(keys.bound()).toBe(false);
    expect(await keys.current()).toBeUndefined();
  });

  it("leaves other tabs' keys alone, and deletes those older than a sign-in can last", async () => {
    const store = new MemoryDpopStore();
    const now = Date.now();
    // Another tab's sessionStorage (localStorage stands in for it), signed in nearly 14 days ago.
    await createDpopKeys(store, localStorage).create(now - KEY_LIFETIME_MS + 60_000);
    const otherTabs = localStorage.getItem(KEY_NAME_ITEM)!;
    const orphan = `crm-sign-in:${now - KEY_LIFETIME_MS - 1}:left-by-a-closed-tab`;
    await store.set(orphan, (await store.get(otherTabs))!);
    await createDpopKeys(store).create(now);
    const names = await store.getAllKeys();
    expect(names).toEqual([otherTabs, sessionStorage.getItem(KEY_NAME_ITEM)]);
    localStorage.clear();
  });

  it('cannot be kept without IndexedDB or WebCrypto: the sign-in goes on with bearer tokens', async () => {
    undo();
    const keys = createDpopKeys(new MemoryDpopStore());
    expect(await keys.create()).toBe(false);
    expect(keys.bound()).toBe(false);
    undo = browserWithKeyStorage();
  });

  it('falls back to bearer tokens when the store refuses the key (a private window)', async () => {
    const store = new MemoryDpopStore();
    store.set = () => Promise.reject(new Error('QuotaExceededError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = createDpopKeys(store);
    expect(await keys.create()).toBe(false);
    expect(keys.bound()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("signs oidc-client-ts's token-endpoint proofs (OidcClient.getDpopProof) with the tab's key", async () => {
    const store = new MemoryDpopStore();
    const keys = createDpopKeys(store);
    await keys.create();
    const client = new OidcClient({
      authority: 'https://crm.example',
      client_id: 'Crm_App',
      redirect_uri: 'https://crm.example/signin-callback',
      metadata: { issuer: 'https://crm.example', token_endpoint: TOKEN_ENDPOINT },
    });
    const proof = await readProof(await client.getDpopProof(keys.libraryView('Crm_App')));
    expect(proof.valid).toBe(true);
    expect(proof.header).toMatchObject({ alg: 'ES256', typ: 'dpop+jwt' });
    expect(proof.header.jwk).toEqual((await keys.current())!.publicJwk);
    expect(proof.payload).toMatchObject({ htm: 'POST', htu: TOKEN_ENDPOINT });
    expect(await store.getAllKeys()).toHaveLength(1);
  });
});
