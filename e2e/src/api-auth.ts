// The Authorization a test needs to call the API as the page's signed-in user. The SPA binds its
// tokens to a key (DPoP, RFC 9449; docs/decisions/0015-dpop.md), so a bare copy of the access
// token is refused: this signs a proof for one request with the tab's own key, which the SPA
// keeps in IndexedDB (oidc-client-ts's store: database `oidc`, object store `dpop`). A tab signed
// in without a key (no IndexedDB) holds a bearer token, sent as such.
import { request, type Page } from '@playwright/test';

export function apiAuthorization(
  page: Page,
  method: string,
  url: string,
): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ method, url }): Promise<Record<string, string>> => {
      const token = sessionStorage.getItem('access_token') ?? '';
      const keyName = sessionStorage.getItem('crm.dpopKey');
      if (!keyName) return { Authorization: `Bearer ${token}` };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('oidc');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const keys = await new Promise<CryptoKeyPair>((resolve, reject) => {
        const read = db.transaction('dpop', 'readonly').objectStore('dpop').get(keyName);
        read.onsuccess = () => resolve((read.result as { keys: CryptoKeyPair }).keys);
        read.onerror = () => reject(read.error);
      }).finally(() => db.close());
      const encode = (text: string) => new TextEncoder().encode(text);
      const base64url = (bytes: ArrayBuffer | Uint8Array) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const target = new URL(url, location.origin);
      const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } };
      const claims = {
        htm: method,
        htu: `${target.origin}${target.pathname}`,
        iat: Math.floor(Date.now() / 1000),
        jti: crypto.randomUUID(),
        ath: base64url(await crypto.subtle.digest('SHA-256', encode(token))),
      };
      const input = `${base64url(encode(JSON.stringify(header)))}.${base64url(encode(JSON.stringify(claims)))}`;
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        encode(input),
      );
      return { Authorization: `DPoP ${token}`, DPoP: `${input}.${base64url(signature)}` };
    },
    { method, url },
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API as the user signed in in `page`, bearer only (the tab's access token, no cookies,
 * as any API client would), and returns the status and the JSON body.
 */
export async function api(
  page: Page,
  method: Method,
  url: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const authorization = await apiAuthorization(page, method, url);
  const client = await request.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
  try {
    const response = await client.fetch(url, {
      method,
      headers: { ...authorization, 'X-Requested-With': 'XMLHttpRequest' },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
  } finally {
    await client.dispose();
  }
}
