import { sql, type Kysely } from 'kysely';

// Deploy keys scoped to one remote (or to all: an operator's), what each release was built
// against and who released it, the canary of each remote, and the history of every release,
// promotion and rollback with who did it. Platform tables of no tenant (reference tables).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deploy_key')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // null: every remote (an operator key).
    .addColumn('remote', 'text')
    // Hex SHA-256 of the key (256 random bits: a slow hash would add nothing).
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('remote_release')
    .addColumn('build', 'jsonb')
    .addColumn('released_by', 'text')
    .addColumn('compatibility', 'jsonb')
    .execute();

  await db.schema
    .createTable('remote_canary')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'text', (c) => c.notNull())
    // Percent of browsers (by rollout id), 0 when only tenants take part.
    .addColumn('share', 'integer', (c) => c.notNull().check(sql`share between 0 and 100`))
    .addColumn('tenant_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('remote_canary_release_fk', ['name', 'version'], 'remote_release', [
      'name',
      'version',
    ])
    .execute();

  await db.schema
    .createTable('remote_rollout_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('canary_id', 'bigint')
    .addColumn('share', 'integer')
    .addColumn('tenant_ids', 'jsonb')
    // What else the event knows: a forced release's mismatches, an automatic rollback's figures.
    .addColumn('details', 'jsonb')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('remote_rollout_event_name_idx')
    .on('remote_rollout_event')
    .columns(['name', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_rollout_event').execute();
  await db.schema.dropTable('remote_canary').execute();
  await db.schema
    .alterTable('remote_release')
    .dropColumn('build')
    .dropColumn('released_by')
    .dropColumn('compatibility')
    .execute();
  await db.schema.dropTable('deploy_key').execute();
}
