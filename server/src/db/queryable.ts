import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The database or a transaction: what repositories of tables that are not tenant-scoped take. */
export type Queryable = Kysely<Database>;
