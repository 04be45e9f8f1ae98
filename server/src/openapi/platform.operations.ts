// The platform's own endpoints: the remote-release registry (the deploy-key API the release
// commands call and the administration API the settings page calls), the runtime manifest,
// the health probe, the userinfo endpoint and the API's own descriptions.
import { isoInstantSchema } from '@crm/shared/dto';
import { remoteManifestSchema, remoteNameSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import {
  manifestQuerySchema,
  promoteSchema,
  registerReleaseSchema,
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
    active: v.boolean(),
  }),
);
const releaseRef = named(
  'Crm.Platform.ReleaseRefDto',
  v.object({ name: remoteNameSchema, version: v.string() }),
);
const registered = named(
  'Crm.Platform.RegisterReleaseResultDto',
  v.object({ name: v.string(), version: v.string(), created: v.boolean() }),
);
const document = v.record(v.string(), v.unknown());

export const PLATFORM_OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /api/platform-management/releases': {
    summary: 'Every registered release and whether session overrides are allowed',
    tag: 'PlatformManagement',
    action: 'GetReleases',
    response: named(
      'Crm.Platform.ReleaseListDto',
      v.object({ items: v.array(release), overridesAllowed: v.boolean() }),
    ),
  },
  'POST /api/platform-management/remotes/:name/promote': {
    summary: 'Make a registered release the active one of its remote',
    tag: 'PlatformManagement',
    action: 'Promote',
    params: remoteParamsSchema,
    body: promoteSchema,
    response: releaseRef,
  },
  'POST /api/platform-management/remotes/:name/rollback': {
    summary: 'Re-activate the release active before the current one',
    tag: 'PlatformManagement',
    action: 'Rollback',
    params: remoteParamsSchema,
    response: releaseRef,
  },
  'GET /api/platform/remotes': {
    summary: 'The runtime manifest: the active release of each remote (with QA pins applied)',
    tag: 'Platform',
    action: 'GetRemotes',
    query: v.object({ pins: manifestQuerySchema.entries.pins }),
    response: remoteManifestSchema,
  },
  'GET /api/platform/releases': {
    summary: 'Every registered release (deploy key)',
    tag: 'Platform',
    action: 'GetReleases',
    response: named('Crm.Platform.DeployReleaseListDto', v.object({ items: v.array(release) })),
  },
  'POST /api/platform/releases': {
    summary: 'Register a release: its files, or an external base URL and integrity (deploy key)',
    tag: 'Platform',
    action: 'Register',
    body: registerReleaseSchema,
    response: registered,
  },
  'POST /api/platform/remotes/:name/promote': {
    summary: 'Make a registered release the active one (deploy key)',
    tag: 'Platform',
    action: 'Promote',
    params: remoteParamsSchema,
    body: promoteSchema,
    response: releaseRef,
  },
  'POST /api/platform/remotes/:name/rollback': {
    summary: 'Re-activate the previous release (deploy key)',
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
