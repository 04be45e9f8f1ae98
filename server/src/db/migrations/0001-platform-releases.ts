import { sql, type Kysely } from 'kysely';

// Remote releases: immutable builds of a remote, and which one each remote serves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_release')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('entry_file', 'text', (c) => c.notNull())
    .addColumn('integrity', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('areas', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_release_pk', ['name', 'version'])
    .execute();

  await db.schema
    .createTable('remote_active')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('promoted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('remote_active_release_fk', ['name', 'version'], 'remote_release', [
      'name',
      'version',
    ])
    .execute();

  await db.schema
    .createTable('remote_promotion')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('promoted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_promotion').execute();
  await db.schema.dropTable('remote_active').execute();
  await db.schema.dropTable('remote_release').execute();
}
