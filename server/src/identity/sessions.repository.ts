// Sign-in sessions: one row per grant of the identity provider. The multiple-login check is one
// query: the caller's session by its key, and an indexed look on (tenant_id, user_id, created_at).
import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';

export async function recordSession(
  { db }: TenantDb,
  session: {
    id: string;
    userId: string;
    clientId: string;
    ip: string | null;
    userAgent: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('user_session')
    .values({
      id: session.id,
      user_id: session.userId,
      client_id: session.clientId,
      ip_address: session.ip,
      user_agent: session.userAgent?.slice(0, 512) ?? null,
      expires_at: session.expiresAt,
      ended_at: null,
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doNothing())
    .execute();
}

export async function isSessionLive({ db }: TenantDb, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_session')
    .select('id')
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SessionStanding {
  /** The session is live and its user active: the caller is still signed in. */
  live: boolean;
  /** The same user holds a newer live session. */
  signedInElsewhere: boolean;
}

/**
 * The multiple-login poll's one query: whether this session still stands (not ended, not
 * expired, its user active) and whether the user has signed in again since.
 */
export async function sessionStanding(
  { db }: TenantDb,
  userId: string,
  sessionId: string,
): Promise<SessionStanding> {
  const row = await db
    .selectFrom('user_session as current')
    .innerJoin('app_user as owner', 'owner.id', 'current.user_id')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_session as newer')
            .select('newer.id')
            .where('newer.user_id', '=', userId)
            .where('newer.id', '<>', sessionId)
            .where('newer.ended_at', 'is', null)
            .where('newer.expires_at', '>', sql<Date>`now()`)
            .whereRef('newer.created_at', '>', 'current.created_at'),
        )
        .as('newer'),
    )
    .where('current.id', '=', sessionId)
    .where('current.user_id', '=', userId)
    .where('current.ended_at', 'is', null)
    .where('current.expires_at', '>', sql<Date>`now()`)
    .where('owner.is_active', '=', true)
    .executeTakeFirst();
  return { live: row !== undefined, signedInElsewhere: row?.newer === true };
}

export async function endSession({ db }: TenantDb, id: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ ended_at: new Date() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export async function endSessionsOfUser(
  { db }: TenantDb,
  userId: string,
  exceptId?: string,
): Promise<string[]> {
  let query = db
    .updateTable('user_session')
    .set({ ended_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.returning('id').execute()).map((row) => row.id);
}
