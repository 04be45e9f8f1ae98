import type { Kysely } from 'kysely';

// The files of releases uploaded to the server, so that every replica can serve them: a replica
// that lacks a release in its data folder copies it from here (platform/local-release-copy.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_release_file')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('remote_release_file_pk', ['name', 'version', 'path'])
    .addForeignKeyConstraint(
      'remote_release_file_release_fk',
      ['name', 'version'],
      'remote_release',
      ['name', 'version'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_release_file').execute();
}
