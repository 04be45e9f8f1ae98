import type { ColumnType } from 'kysely';

/** A deploy key for one remote (or, with no remote, an operator's). Only its hash is kept. */
export interface DeployKeyTable {
  name: string;
  /** null: every remote (an operator key). */
  remote: string | null;
  /** Hex SHA-256 of the key. */
  key_hash: string;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
}
