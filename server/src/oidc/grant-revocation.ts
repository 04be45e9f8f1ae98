// Revokes the identity provider's grants of product sessions that have ended (see
// identity/session-ending.ts), in either store: every artifact issued under each grant (refresh
// tokens, authorization codes), the grant itself, and the provider's sign-in sessions (its
// `_session` cookie) the grants were issued in — without that, a browser whose tokens were
// revoked would get a new grant from its sign-in session without signing in. A sign-in session
// that also holds a grant that is kept (the session that changed its own password) stays.
import type { AdapterPayload } from 'oidc-provider';
import type { RevokeGrants } from '../identity/session-ending';
import type { OidcArtifactStore } from './adapter';

function holdsGrant(session: AdapterPayload, grantId: string | undefined): boolean {
  if (!grantId) return false;
  const authorizations = (session.authorizations ?? {}) as Record<string, { grantId?: string }>;
  return Object.values(authorizations).some((authorization) => authorization.grantId === grantId);
}

export async function revokeGrants(
  store: OidcArtifactStore,
  grantIds: readonly string[],
  keptGrantId?: string,
): Promise<void> {
  const revoked = grantIds.filter((grantId) => grantId !== keptGrantId);
  if (revoked.length === 0) return;
  // Read before the artifacts that name the sign-in sessions are gone.
  const sessionUids = await store.sessionUidsOfGrants(revoked);
  for (const grantId of revoked) {
    await store.revokeByGrantId(grantId);
    await store.destroy('Grant', grantId);
  }
  for (const uid of sessionUids) {
    const session = await store.findByUid('Session', uid);
    if (session?.jti && !holdsGrant(session, keptGrantId))
      await store.destroy('Session', session.jti);
  }
}

export function grantRevoker(store: OidcArtifactStore): RevokeGrants {
  return (grantIds, keptGrantId) => revokeGrants(store, grantIds, keptGrantId);
}
