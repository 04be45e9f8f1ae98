// How the schema spreads over a Citus cluster (PostgreSQL sharded by tenant): every
// tenant-scoped table is distributed by `tenant_id`, all co-located, so that a tenant's rows,
// joins and foreign keys stay on one node; the small tables without a tenant are reference
// tables, copied to every node; Kysely's migration bookkeeping and the identity provider's
// write-heavy artifact store stay on the coordinator (the servers connect to it alone). test/robustness/citus-readiness.test.ts checks the migrated schema against
// these lists (a new table must join one of them) and against Citus's rules for keys.
import { TENANT_TABLES } from './migrations/0002-identity';
import { PORTFOLIO_TABLES } from './migrations/0003-portfolio';
import { CONTRACT_TABLES } from './migrations/0004-contracts';

export const DISTRIBUTION_COLUMN = 'tenant_id';

/** Tenant-scoped tables, in an order where a table comes after the tables it references. */
export const DISTRIBUTED_TABLES: readonly string[] = [
  ...TENANT_TABLES,
  ...PORTFOLIO_TABLES,
  ...CONTRACT_TABLES,
];

/** Tables of no tenant: tenants, global settings, signing keys, releases, rollouts, deploy keys. */
export const REFERENCE_TABLES: readonly string[] = [
  'tenant',
  'setting_global',
  'oidc_signing_key',
  'remote_release',
  'remote_release_file',
  'remote_active',
  'remote_promotion',
  'remote_canary',
  'remote_rollout_event',
  'deploy_key',
];

/**
 * Local to the coordinator: Kysely's migration bookkeeping, the identity provider's artifacts
 * (sessions, grants, tokens: written on every sign-in and refresh, joined with nothing; in
 * production they live in Redis, REDIS_URL) and the remotes' health counts and claims (written on
 * every browser's report, joined with nothing).
 */
export const COORDINATOR_TABLES: readonly string[] = [
  'kysely_migration',
  'kysely_migration_lock',
  'oidc_payload',
  'remote_health_count',
  'remote_health_claim',
];

/**
 * The statements that distribute a migrated database on a Citus coordinator (run once, as the
 * owner, before the first start of the servers): reference tables first, then each
 * tenant-scoped table co-located with the first.
 */
export function citusDistributionStatements(): string[] {
  const [first] = DISTRIBUTED_TABLES;
  return [
    ...REFERENCE_TABLES.map((table) => `select create_reference_table('${table}');`),
    ...DISTRIBUTED_TABLES.map(
      (table) =>
        `select create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}'` +
        (table === first ? `, colocate_with => 'none');` : `, colocate_with => '${first}');`),
    ),
  ];
}
