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

/**
 * A use of something that counts a limited number of times (health-admission.ts): a ticket's
 * outcome of a remote, a rollout id's or an address's outcome of a release in a canary. `key`
 * holds HMACs, never an address or a rollout id.
 */
export interface RemoteHealthClaimTable {
  key: string;
  used: number;
  expires_at: Date;
}

export interface RemoteHealthTables {
  remote_health_count: RemoteHealthCountTable;
  remote_health_claim: RemoteHealthClaimTable;
}
