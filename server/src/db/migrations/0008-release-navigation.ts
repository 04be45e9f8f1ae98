import type { Kysely } from 'kysely';

// A release's navigation (routes, menu entries and their texts, from its `crm-navigation.json`),
// handed to the host with the runtime manifest. Releases registered before have none: the host
// loads those remotes at start-up, as it always did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_release').addColumn('navigation', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_release').dropColumn('navigation').execute();
}
