import type { RemoteHealthOutcome, RemoteHealthStage } from '@crm/shared/platform';

/**
 * How often a stage of loading a release held or failed in browsers, per UTC minute
 * (remote-health.service.ts). Platform-level, like the releases: no tenant, nobody's id.
 */
export interface RemoteHealthCountTable {
  name: string;
  version: string;
  minute: Date;
  stage: RemoteHealthStage;
  outcome: RemoteHealthOutcome;
  count: number;
}

export interface RemoteHealthTables {
  remote_health_count: RemoteHealthCountTable;
}
