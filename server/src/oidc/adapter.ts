// The identity provider's storage interface, and the adapter class oidc-provider instantiates
// per model (Session, AccessToken, RefreshToken, AuthorizationCode, Grant, Interaction, …).
// `consume` is atomic in every store: of two requests racing with one code or refresh token,
// the second gets `invalid_grant` and the grant is revoked (as for a replayed token). A store
// may also read a refresh token with its grant and session, and consume it with storing its
// successor, in one statement each (request-artifacts.ts).
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { isArtifactId } from './artifact-id';
import {
  deferConsumption,
  forgetParked,
  park,
  takeDeferredConsumption,
  takeParked,
} from './request-artifacts';
import { withOfflineAccess } from './refresh-token-scope';

/** An artifact read along with another, for the same request's next lookup of it. */
export interface RelatedArtifact {
  model: 'Grant' | 'Session';
  /** The grant's id, the session's uid. */
  key: string;
  payload: AdapterPayload | undefined;
}

export interface OidcArtifactStore {
  upsert(
    model: string,
    id: string,
    payload: AdapterPayload,
    expiresIn: number | undefined,
  ): Promise<void>;
  find(model: string, id: string): Promise<AdapterPayload | undefined>;
  findByUid(model: string, uid: string): Promise<AdapterPayload | undefined>;
  findByUserCode(model: string, userCode: string): Promise<AdapterPayload | undefined>;
  /**
   * Optional: a refresh token with its grant and its sign-in session in one read (a refresh
   * looks up all three in turn); see request-artifacts.ts.
   */
  findRefreshTokenWithRelated?(
    id: string,
  ): Promise<{ token: AdapterPayload | undefined; related: RelatedArtifact[] }>;
  /** Optional: `consume(model, consumedId)` and `upsert(model, id, …)` in one atomic step. */
  consumeAndUpsert?(
    model: string,
    consumedId: string,
    id: string,
    payload: AdapterPayload,
    expiresIn: number | undefined,
  ): Promise<{ consumed: boolean; grantId: string | undefined }>;
  /** Marks the artifact consumed; false when it was already consumed (or is gone). */
  consume(model: string, id: string): Promise<{ consumed: boolean; grantId: string | undefined }>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
  close(): Promise<void>;
  /** The uids of the sign-in sessions that the grants' stored artifacts were issued in. */
  sessionUidsOfGrants(grantIds: readonly string[]): Promise<string[]>;
}

/**
 * `onGrantRevoked` runs inside the revocation, before the provider answers: a logout or a
 * revoked refresh token has ended the product's session by the time the browser hears of it.
 */
export function createAdapterClass(
  store: OidcArtifactStore,
  onGrantRevoked: (grantId: string) => Promise<void> = async () => undefined,
): new (model: string) => Adapter {
  const revoke = async (grantId: string) => {
    await store.revokeByGrantId(grantId);
    await onGrantRevoked(grantId);
  };
  return class StoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      forgetParked();
      const stored = withOfflineAccess(this.model, payload);
      const consumedId =
        this.model === 'RefreshToken' && store.consumeAndUpsert
          ? takeDeferredConsumption()
          : undefined;
      if (!consumedId) return store.upsert(this.model, id, stored, expiresIn);
      const result = await store.consumeAndUpsert!(this.model, consumedId, id, stored, expiresIn);
      if (!result.consumed) await this.refuseConsumed(result.grantId);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!isArtifactId(id)) return undefined;
      if (this.model === 'RefreshToken' && store.findRefreshTokenWithRelated) {
        const { token, related } = await store.findRefreshTokenWithRelated(id);
        for (const { model, key, payload } of related)
          park(model === 'Session' ? 'Session:uid' : model, key, payload);
        return token;
      }
      const parked = takeParked(this.model, id);
      return parked.found ? parked.payload : store.find(this.model, id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!isArtifactId(uid)) return undefined;
      const parked = takeParked(`${this.model}:uid`, uid);
      return parked.found ? parked.payload : store.findByUid(this.model, uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      if (!isArtifactId(userCode)) return undefined;
      return store.findByUserCode(this.model, userCode);
    }

    async consume(id: string): Promise<void> {
      if (this.model === 'RefreshToken' && store.consumeAndUpsert && deferConsumption(id)) return;
      const result = await store.consume(this.model, id);
      if (!result.consumed) await this.refuseConsumed(result.grantId);
    }

    /** A second use: the grant is revoked (a replayed or raced token), the request refused. */
    private async refuseConsumed(grantId: string | undefined): Promise<never> {
      if (grantId) await revoke(grantId);
      throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    destroy(id: string): Promise<void> {
      forgetParked();
      return store.destroy(this.model, id);
    }

    revokeByGrantId(grantId: string): Promise<void> {
      forgetParked();
      return revoke(grantId);
    }
  };
}
