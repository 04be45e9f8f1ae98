// The sign-in's DPoP key (RFC 9449): an ECDSA P-256 pair made non-extractable by WebCrypto and
// kept in IndexedDB by oidc-client-ts's store, so no script can read the private key out, and
// a token copied from the page is useless without it. Each sign-in gets a new pair, named in the
// tab's sessionStorage beside its tokens: a duplicated tab, which copies them, shares its twin's
// key and refresh token; another tab's sign-in has its own and never disturbs this one. The pair
// goes at sign-out (or when the tokens are dropped); pairs a closed tab left behind go at a later
// sign-in, once no token bound to them can be alive. A browser without IndexedDB or WebCrypto
// (or outside a secure context) keeps no key: its tokens come unbound (Bearer).
import { DPoPState, IndexedDbDPoPStore, type OidcClient } from 'oidc-client-ts';

/** oidc-client-ts's `DPoPStore`, which it does not export by name. */
export type LibraryDpopStore = Parameters<OidcClient['getDpopProof']>[0];

/** Where the key pairs live: oidc-client-ts's IndexedDB store, or a stand-in in tests. */
export interface DpopStore {
  set(key: string, value: DPoPState): Promise<void>;
  get(key: string): Promise<DPoPState | undefined>;
  remove(key: string): Promise<DPoPState | undefined>;
  getAllKeys(): Promise<string[]>;
}

/** sessionStorage item: the name of this tab's sign-in key in the store. */
export const KEY_NAME_ITEM = 'crm.dpopKey';
const NAME_PREFIX = 'crm-sign-in:';
/** No token outlives a sign-in's refresh-token chain (14 days): an older key serves nobody. */
export const KEY_LIFETIME_MS = 14 * 24 * 3600 * 1000;

export interface SignInKey {
  keys: CryptoKeyPair;
  /** The public key's JWK members a proof's header carries. */
  publicJwk: JsonWebKey;
}

export function canKeepKeys(): boolean {
  return (
    typeof isSecureContext !== 'undefined' &&
    isSecureContext &&
    typeof indexedDB !== 'undefined' &&
    typeof crypto !== 'undefined' &&
    crypto.subtle !== undefined
  );
}

function createdAt(name: string): number | undefined {
  if (!name.startsWith(NAME_PREFIX)) return undefined;
  const time = Number(name.slice(NAME_PREFIX.length).split(':')[0]);
  return Number.isFinite(time) ? time : undefined;
}

export function createDpopKeys(
  store: DpopStore = new IndexedDbDPoPStore(),
  tab: Storage = sessionStorage,
) {
  let loaded: { name: string; key: Promise<SignInKey | undefined> } | undefined;

  async function load(name: string): Promise<SignInKey | undefined> {
    const state = await store.get(name);
    if (!state?.keys) return undefined;
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', state.keys.publicKey);
    return { keys: state.keys, publicJwk: { kty, crv, x, y } };
  }

  async function forget(name: string): Promise<void> {
    await store.remove(name).catch((error: unknown) => {
      // The key is useless without its tokens; a store that fails to delete it (a blocked
      // database) leaves it for the next sign-in's clean-up.
      console.warn('[auth] a DPoP key could not be deleted now', error);
    });
  }

  async function sweepExpired(now: number): Promise<void> {
    for (const name of await store.getAllKeys()) {
      const time = createdAt(name);
      if (time !== undefined && now - time > KEY_LIFETIME_MS) await forget(name);
    }
  }

  /** Deletes this tab's key (sign-out, or tokens dropped). */
  async function remove(): Promise<void> {
    const name = tab.getItem(KEY_NAME_ITEM);
    tab.removeItem(KEY_NAME_ITEM);
    loaded = undefined;
    if (name) await forget(name);
  }

  return {
    remove,

    /**
     * A new key pair for this tab's sign-in, replacing its previous one. False when the browser
     * cannot keep one: the sign-in goes on without DPoP.
     */
    async create(now = Date.now()): Promise<boolean> {
      await remove();
      if (!canKeepKeys()) return false;
      try {
        const keys = await crypto.subtle.generateKey(
          { name: 'ECDSA', namedCurve: 'P-256' },
          false,
          ['sign', 'verify'],
        );
        const name = `${NAME_PREFIX}${now}:${crypto.randomUUID()}`;
        await store.set(name, new DPoPState(keys));
        tab.setItem(KEY_NAME_ITEM, name);
      } catch (error) {
        console.warn('[auth] no DPoP key could be kept; signing in with bearer tokens', error);
        return false;
      }
      await sweepExpired(now).catch((error: unknown) => {
        console.warn('[auth] old DPoP keys could not be listed now', error);
      });
      return true;
    },

    /** This tab's sign-in key; undefined when it has none (bearer tokens) or lost it. */
    current(): Promise<SignInKey | undefined> {
      const name = tab.getItem(KEY_NAME_ITEM);
      if (!name) return Promise.resolve(undefined);
      if (loaded?.name !== name) {
        const key = load(name).catch(() => undefined);
        loaded = { name, key };
        // A failed read (the database busy) is tried again on the next request.
        void key.then((found) => {
          if (!found && loaded?.key === key) loaded = undefined;
        });
      }
      return loaded.key;
    },

    /** Whether this tab's session was signed in with a key (its tokens are bound). */
    bound(): boolean {
      return tab.getItem(KEY_NAME_ITEM) !== null;
    },

    /**
     * The store as oidc-client-ts's `OidcClient.getDpopProof` reads it: its one entry, under the
     * client id, is this tab's key.
     */
    libraryView(clientId: string): LibraryDpopStore {
      const name = () => tab.getItem(KEY_NAME_ITEM);
      return {
        getAllKeys: async () => (name() ? [clientId] : []),
        get: async () => {
          const current = name();
          const state = current ? await store.get(current) : undefined;
          if (!state) throw new Error('this tab has no DPoP key');
          return state;
        },
        set: async (_key, value) => {
          const current = name();
          if (!current) throw new Error('no sign-in key to keep a DPoP nonce with');
          await store.set(current, value);
        },
        remove: async () => {
          const current = name();
          const state = current ? await store.get(current) : undefined;
          await remove();
          return state as DPoPState;
        },
      };
    },
  };
}

export type DpopKeys = ReturnType<typeof createDpopKeys>;
