// The platform's own endpoints: the remote-release registry (the deploy-key API the release
// commands call and the administration API the settings page calls), the runtime manifest,
// the health probe, the userinfo endpoint and the API's own descriptions.
import { isoInstantSchema } from '@crm/shared/dto';
import { remoteManifestSchema, remoteNameSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import {
  createDeployKeySchema,
  deployKeyParamsSchema,
  manifestQuerySchema,
  promoteSchema,
  registerReleaseSchema,
  releaseListQuerySchema,
  remoteParamsSchema,
} from '../platform/releases.schemas';
import { apiDefinitionQuerySchema } from './api-definition/api-definition-query';
import type { Operation } from './operations';
import { named } from './type-names';

const release = named(
  'Crm.Platform.ReleaseDto',
  v.object({
    name: v.string(),
    version: v.string(),
    baseUrl: v.nullable(v.string()),
    integrity: v.string(),
    source: v.string(),
    areas: v.array(v.string()),
    createdAt: isoInstantSchema,
    releasedBy: v.nullable(v.string()),
    compatibility: v.picklist(['checked', 'unchecked', 'forced']),
    active: v.boolean(),
  }),
);
const tenantRef = v.object({ id: v.string(), name: v.string() });
const releaseRef = named(
  'Crm.Platform.ReleaseRefDto',
  v.object({
    name: remoteNameSchema,
    version: v.string(),
    canary: v.optional(v.object({ share: v.number(), tenants: v.array(tenantRef) })),
    aborted: v.optional(v.string()),
  }),
);
const problem = v.object({
  kind: v.picklist(['record-missing', 'version', 'expose-missing']),
  package: v.optional(v.string()),
  release: v.optional(v.string()),
  host: v.optional(v.string()),
  expose: v.optional(v.string()),
});
const registered = named(
  'Crm.Platform.RegisterReleaseResultDto',
  v.object({
    name: v.string(),
    version: v.string(),
    created: v.boolean(),
    compatibility: v.picklist(['checked', 'unchecked', 'forced']),
    problems: v.optional(v.array(problem)),
  }),
);
const rollout = named(
  'Crm.Platform.RolloutDto',
  v.object({
    name: v.string(),
    stable: v.string(),
    canary: v.nullable(
      v.object({
        id: v.number(),
        version: v.string(),
        share: v.number(),
        tenants: v.array(tenantRef),
        startedBy: v.string(),
        startedAt: isoInstantSchema,
        updatedBy: v.string(),
        updatedAt: isoInstantSchema,
      }),
    ),
  }),
);
const figures = v.object({
  failures: v.number(),
  outcomes: v.number(),
  failureRate: v.nullable(v.number()),
  stableFailures: v.number(),
  stableOutcomes: v.number(),
  stableRate: v.nullable(v.number()),
  minOutcomes: v.number(),
  maxFailurePercent: v.number(),
  marginPoints: v.number(),
});
const rolloutWithHealth = named(
  'Crm.Platform.RolloutHealthDto',
  v.object({
    ...rollout.entries,
    /** The canary's and the stable's outcomes since the canary started (else the last hour's). */
    health: v.object({ since: isoInstantSchema, canary: v.boolean(), figures }),
    lastAutomaticRollback: v.nullable(
      v.object({
        version: v.string(),
        at: isoInstantSchema,
        details: v.nullable(v.record(v.string(), v.unknown())),
      }),
    ),
  }),
);
const history = named(
  'Crm.Platform.RolloutHistoryDto',
  v.object({
    items: v.array(
      v.object({
        id: v.number(),
        name: v.string(),
        version: v.string(),
        event: v.string(),
        canaryId: v.nullable(v.number()),
        share: v.nullable(v.number()),
        tenants: v.nullable(v.array(tenantRef)),
        details: v.nullable(v.record(v.string(), v.unknown())),
        actor: v.string(),
        at: isoInstantSchema,
      }),
    ),
  }),
);
const deployKeyItem = {
  name: v.string(),
  remote: v.nullable(v.string()),
  createdBy: v.string(),
  createdAt: isoInstantSchema,
  lastUsedAt: v.nullable(isoInstantSchema),
};
const document = v.record(v.string(), v.unknown());

export const PLATFORM_OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /api/platform-management/releases': {
    summary: 'Every registered release and whether session overrides are allowed',
    tag: 'PlatformManagement',
    action: 'GetReleases',
    response: named(
      'Crm.Platform.ReleaseListDto',
      v.object({
        items: v.array(release),
        rollouts: v.array(rolloutWithHealth),
        overridesAllowed: v.boolean(),
      }),
    ),
  },
  'POST /api/platform-management/remotes/:name/promote': {
    summary: 'Make a registered release active, or start or raise its canary',
    tag: 'PlatformManagement',
    action: 'Promote',
    params: remoteParamsSchema,
    body: promoteSchema,
    response: releaseRef,
  },
  'POST /api/platform-management/remotes/:name/rollback': {
    summary: 'End the running canary, or else re-activate the release active before',
    tag: 'PlatformManagement',
    action: 'Rollback',
    params: remoteParamsSchema,
    response: releaseRef,
  },
  'POST /api/platform-management/remotes/:name/canary/abort': {
    summary: 'End the running canary: everyone gets the active release again',
    tag: 'PlatformManagement',
    action: 'AbortCanary',
    params: remoteParamsSchema,
    response: releaseRef,
  },
  'GET /api/platform-management/remotes/:name/history': {
    summary: 'The releases, promotions, canaries and rollbacks of a remote, oldest first',
    tag: 'PlatformManagement',
    action: 'GetHistory',
    params: remoteParamsSchema,
    response: history,
  },
  'GET /api/platform/remotes': {
    summary: 'The runtime manifest: each remote’s active release, or its canary for the browser',
    tag: 'Platform',
    action: 'GetRemotes',
    query: v.object({
      pins: manifestQuerySchema.entries.pins,
      rolloutId: manifestQuerySchema.entries.rolloutId,
    }),
    response: remoteManifestSchema,
  },
  'GET /api/platform/releases': {
    summary: 'The registered releases the deploy key may see',
    tag: 'Platform',
    action: 'GetReleases',
    query: releaseListQuerySchema,
    response: named('Crm.Platform.DeployReleaseListDto', v.object({ items: v.array(release) })),
  },
  'GET /api/platform/rollouts': {
    summary: 'Each remote’s active release and canary the deploy key may see',
    tag: 'Platform',
    action: 'GetRollouts',
    response: named('Crm.Platform.RolloutListDto', v.object({ items: v.array(rollout) })),
  },
  'GET /api/platform/remotes/:name/history': {
    summary: 'The rollout history of a remote (deploy key)',
    tag: 'Platform',
    action: 'GetHistory',
    params: remoteParamsSchema,
    response: history,
  },
  'GET /api/platform/deploy-keys': {
    summary: 'Every deploy key, without the keys (operator key)',
    tag: 'Platform',
    action: 'GetDeployKeys',
    response: named(
      'Crm.Platform.DeployKeyListDto',
      v.object({ items: v.array(v.object(deployKeyItem)) }),
    ),
  },
  'POST /api/platform/deploy-keys': {
    summary: 'Make a deploy key for one remote, or an operator key; the key is answered once',
    tag: 'Platform',
    action: 'CreateDeployKey',
    body: createDeployKeySchema,
    response: named(
      'Crm.Platform.CreatedDeployKeyDto',
      v.object({ ...deployKeyItem, key: v.string() }),
    ),
  },
  'DELETE /api/platform/deploy-keys/:name': {
    summary: 'Revoke a deploy key (operator key)',
    tag: 'Platform',
    action: 'RevokeDeployKey',
    params: deployKeyParamsSchema,
    response: 'none',
  },
  'POST /api/platform/releases': {
    summary: 'Register a release: its files, or an external base URL and integrity (deploy key)',
    tag: 'Platform',
    action: 'Register',
    body: registerReleaseSchema,
    response: registered,
  },
  'POST /api/platform/remotes/:name/promote': {
    summary: 'Make a registered release active, or start or raise its canary (deploy key)',
    tag: 'Platform',
    action: 'Promote',
    params: remoteParamsSchema,
    body: promoteSchema,
    response: releaseRef,
  },
  'POST /api/platform/remotes/:name/rollback': {
    summary: 'End the running canary, or else re-activate the previous release (deploy key)',
    tag: 'Platform',
    action: 'Rollback',
    params: remoteParamsSchema,
    response: releaseRef,
  },
  'GET /api/platform/environment': {
    summary: 'What the front end needs before signing in (the OAuth response type)',
    tag: 'Platform',
    action: 'GetEnvironment',
    response: named(
      'Crm.Platform.EnvironmentDto',
      v.object({ oAuthConfig: v.object({ responseType: v.string() }) }),
    ),
  },
  'GET /health': {
    summary: 'Readiness: whether the database (and Redis, when used) answer',
    tag: 'Health',
    action: 'Get',
    response: named(
      'Crm.Health.HealthDto',
      v.object({
        status: v.picklist(['ok', 'degraded']),
        checks: v.record(v.string(), v.picklist(['ok', 'unavailable'])),
      }),
    ),
  },
  'GET /connect/userinfo': {
    summary: 'OpenID Connect userinfo: the claims of the scopes the sign-in granted',
    tag: 'UserInfo',
    action: 'Get',
    response: v.record(v.string(), v.unknown()),
  },
  'POST /connect/userinfo': {
    summary: 'OpenID Connect userinfo (POST form)',
    tag: 'UserInfo',
    action: 'Post',
    response: v.record(v.string(), v.unknown()),
  },
  'GET /swagger/v1/swagger.json': {
    summary: 'This OpenAPI 3.1 document',
    tag: 'ApiDescription',
    action: 'GetOpenApi',
    response: document,
  },
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document (alias of /swagger/v1/swagger.json)',
    tag: 'ApiDescription',
    action: 'GetOpenApiAlias',
    response: document,
  },
  'GET /api/abp/api-definition': {
    summary: 'ABP’s application API description, read by ABP’s proxy generators',
    tag: 'AbpApiDefinition',
    action: 'Get',
    query: apiDefinitionQuerySchema,
    response: document,
  },
};
