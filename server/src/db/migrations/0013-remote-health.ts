import type { Kysely } from 'kysely';

// How remotes load in real browsers (POST /api/platform/remote-health): counts per release,
// minute, stage and outcome. Nothing about who reported: no rollout id, no address, no tenant
// (releases are host-wide). Written on every report and joined with nothing: on Citus it stays
// on the coordinator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_health_count')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // The start of the UTC minute the reports arrived in.
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('remote_health_count_pk', [
      'name',
      'version',
      'minute',
      'stage',
      'outcome',
    ])
    .execute();
  // Pruning old minutes scans by time alone.
  await db.schema
    .createIndex('remote_health_count_minute_idx')
    .on('remote_health_count')
    .column('minute')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_health_count').execute();
}
