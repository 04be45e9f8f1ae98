// What the DPoP spec reads from the page: the tab's tokens and the key pairs the SPA keeps in
// IndexedDB (oidc-client-ts's store: database `oidc`, object store `dpop`).
import type { Page } from '@playwright/test';

/** The claims of the tab's access token (not verified: the server does that). */
export async function accessTokenClaims(page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  if (!token) throw new Error('the tab holds no access token');
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export interface KeptKeys {
  /** The name of this tab's sign-in key (sessionStorage `crm.dpopKey`). */
  tabKey: string | null;
  /** Every key pair in the store, by name, with whether its private key can be exported. */
  stored: { name: string; extractable: boolean }[];
}

export function keptKeys(page: Page): Promise<KeptKeys> {
  return page.evaluate(async () => {
    const tabKey = sessionStorage.getItem('crm.dpopKey');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('oidc');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('dpop')) return { tabKey, stored: [] };
      const store = db.transaction('dpop', 'readonly').objectStore('dpop');
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const [names, values] = (await Promise.all([
        read(store.getAllKeys()),
        read(store.getAll()),
      ])) as [string[], { keys: CryptoKeyPair }[]];
      return {
        tabKey,
        stored: names.map((name, i) => ({
          name,
          extractable: values[i]!.keys.privateKey.extractable,
        })),
      };
    } finally {
      db.close();
    }
  });
}
