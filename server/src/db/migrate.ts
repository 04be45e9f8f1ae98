// Runs the numbered migrations in order. Migrations are frozen once merged: a change to the
// schema is always a new file, never an edit of an old one.
import { Migrator } from 'kysely/migration';
import type { Kysely } from 'kysely';
import { migrations } from './migrations';

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
