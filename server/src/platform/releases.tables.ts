import type { RemoteNavigation } from '@crm/shared/contracts';
import type { BuildRecord } from '@crm/shared/platform';
import type { ColumnType, Generated } from 'kysely';
import type { Compatibility } from './compatibility';
import type { DeployKeyTable } from './deploy-keys.tables';
import type { RemoteCanaryTable, RemoteRolloutEventTable } from './rollout.tables';

export type ReleaseSource = 'upload' | 'local-build' | 'external';

/** A registered, immutable build of a remote. A reference table: not tenant-scoped. */
export interface RemoteReleaseTable {
  name: string;
  version: string;
  /** Where the release's files are served from, ending in `/` (same-origin path or allowed origin). */
  base_url: string;
  entry_file: string;
  /** `sha384-…` of the entry file, checked by the browser (SRI). */
  integrity: string;
  /** Hash over every file of the release; the same version must always have the same content. */
  content_hash: string;
  areas: ColumnType<string[], string, string>;
  /** From the release's `crm-navigation.json`; null for releases without one. */
  navigation: ColumnType<RemoteNavigation | null, string | null | undefined, string | null>;
  source: ReleaseSource;
  created_at: ColumnType<Date, never, never>;
  /** What the build recorded it was built against (`crm-build.json`); null before 0012. */
  build: ColumnType<BuildRecord | null, string | null | undefined, never>;
  /** Who registered it (`key:<name>`, `operator`, `user:<name>`, `system`); null before 0012. */
  released_by: ColumnType<string | null, string | undefined, never>;
  /** How the compatibility gate judged it; null before 0012. */
  compatibility: ColumnType<Compatibility | null, string | undefined, never>;
  /** When and by whom it was rolled back (rollout.service.ts); null while it is not withdrawn. */
  withdrawn_at: ColumnType<Date | null, never, Date | null>;
  withdrawn_by: ColumnType<string | null, never, string | null>;
}

/** One file of an uploaded release (not of one registered by URL); every replica serves it. */
export interface RemoteReleaseFileTable {
  name: string;
  version: string;
  /** `/`-separated, relative to the release's folder. */
  path: string;
  content_type: string;
  /** PGlite reads `bytea` as a Uint8Array, node-postgres as a Buffer. */
  content: ColumnType<Uint8Array, Buffer, never>;
}

export interface RemoteActiveTable {
  name: string;
  version: string;
  promoted_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RemotePromotionTable {
  id: Generated<number>;
  name: string;
  version: string;
  promoted_at: ColumnType<Date, never, never>;
}

export interface PlatformTables {
  remote_release: RemoteReleaseTable;
  remote_release_file: RemoteReleaseFileTable;
  remote_active: RemoteActiveTable;
  remote_promotion: RemotePromotionTable;
  remote_canary: RemoteCanaryTable;
  remote_rollout_event: RemoteRolloutEventTable;
  deploy_key: DeployKeyTable;
}
