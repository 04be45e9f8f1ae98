import type { ColumnType, Generated } from 'kysely';
import type { Actor } from './actor';

/**
 * The running canary of a remote (at most one): its release goes to `share` percent of browsers
 * (by rollout id) and to every browser of `tenant_ids`; everyone else gets the active release.
 * Completing it makes it the active release, aborting it leaves the active one; either removes
 * the row (the event table keeps its story).
 */
export interface RemoteCanaryTable {
  /** Part of each browser's bucket: a new canary draws new browsers. */
  id: Generated<number>;
  name: string;
  version: string;
  share: number;
  tenant_ids: ColumnType<string[], string | undefined, string>;
  started_by: Actor;
  started_at: ColumnType<Date, never, never>;
  updated_by: Actor;
  updated_at: ColumnType<Date, never, Date>;
  /** When it rolls itself back (canary-watch.ts); the migration's defaults unless given. */
  min_outcomes: ColumnType<number, number | undefined, number>;
  max_failure_percent: ColumnType<number, number | undefined, number>;
  margin_points: ColumnType<number, number | undefined, number>;
}

export type RolloutEventKind =
  | 'released'
  | 'promoted'
  | 'rolled-back'
  | 'canary-started'
  | 'canary-raised'
  | 'canary-completed'
  | 'canary-aborted'
  | 'canary-rolled-back-automatically'
  /** A withdrawn release promoted again with an operator's --force. */
  | 'reinstated';

/** One release, promotion or rollback of a remote, with who did it and when. */
export interface RemoteRolloutEventTable {
  id: Generated<number>;
  name: string;
  version: string;
  event: RolloutEventKind;
  canary_id: number | null;
  share: number | null;
  tenant_ids: ColumnType<string[] | null, string | null, never>;
  details: ColumnType<Record<string, unknown> | null, string | null, never>;
  actor: Actor;
  at: ColumnType<Date, never, never>;
}
