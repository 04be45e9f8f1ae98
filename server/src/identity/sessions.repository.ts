// Sign-in sessions: one row per grant of the identity provider. The multiple-login check is one
// indexed query on (tenant_id, user_id, created_at).
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

/** Whether the user signed in again (a live session newer than this one exists). */
export async function hasNewerLiveSession(
  { db }: TenantDb,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_session as newer')
    .select('newer.id')
    .where('newer.user_id', '=', userId)
    .where('newer.id', '<>', sessionId)
    .where('newer.ended_at', 'is', null)
    .where('newer.expires_at', '>', sql<Date>`now()`)
    .where('newer.created_at', '>', (eb) =>
      eb
        .selectFrom('user_session as current')
        .select('current.created_at')
        .where('current.id', '=', sessionId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
