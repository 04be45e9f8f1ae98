import { sql, type Kysely } from 'kysely';

// Issue 37. A release rolled back (by a person or by the server) is withdrawn: promoting it again
// takes an operator's --force (platform/rollout.service.ts). And the claims that keep a health
// report from counting twice (platform/health-admission.ts): a ticket's outcome per remote, one
// outcome per rollout id and per address of each release judged in a canary. Keys are HMACs, never an address
// or a rollout id; rows expire with their ticket or the retention period. Written on every
// report and joined with nothing: on Citus it stays on the coordinator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remote_release')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawn_by', 'text')
    .execute();
  await db.schema
    .createTable('remote_health_claim')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('used', 'integer', (c) => c.notNull().check(sql`used >= 1`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remote_health_claim_expires_idx')
    .on('remote_health_claim')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_health_claim').execute();
  await db.schema
    .alterTable('remote_release')
    .dropColumn('withdrawn_at')
    .dropColumn('withdrawn_by')
    .execute();
}
