// Sign-in sessions: one row per grant of the identity provider. A user's live sessions are one
// indexed read on (tenant_id, user_id, created_at), cached per user (live-sessions.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { TenantDb } from '../db/tenant-scope';

/** A live sign-in session of a user (not ended, not expired), as live-sessions.ts keeps it. */
export interface LiveSession {
  id: string;
  createdAtMs: number;
  expiresAtMs: number;
}

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

/** The user's sessions that have not ended or expired. */
export async function findLiveSessions({ db }: TenantDb, userId: string): Promise<LiveSession[]> {
  const rows = await db
    .selectFrom('user_session')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAtMs: new Date(row.created_at).getTime(),
    expiresAtMs: new Date(row.expires_at).getTime(),
  }));
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

/**
 * Ends the session of an identity-provider grant, whatever its tenant: `crm_end_session` is a
 * definer function, so it works under row-level security without a tenant scope.
 */
export async function endSessionOfGrant(db: Db, grantId: string): Promise<void> {
  await sql`select crm_end_session(${grantId})`.execute(db);
}
