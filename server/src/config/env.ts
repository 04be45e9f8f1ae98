// The server's configuration, read once from the environment and validated at start-up.
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../clock/business-clock';
import { ISSUER_FORMS, type IssuerForm } from '../oidc/issuer';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', 'on', 'off', '1', '0']), 'false'),
  v.transform((value) => ['true', 'on', '1'].includes(value)),
);
const list = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'production'),
  PORT: v.pipe(
    v.optional(v.string(), '3000'),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(65535),
  ),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** Public origin the server is reached at (issuer of tokens, links in e-mails). */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  CRM_DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//))),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//))),
  CRM_HOST_DIST: v.optional(v.string()),
  /** Extra origins remote releases may be served from (a CDN); they join CSP `script-src`. */
  CRM_REMOTE_ORIGINS: list,
  /**
   * Whether a browser session may pin registered releases (`?remotes=`): off; on (`true`: users
   * holding Platform.Remotes only); `anonymous` (also pages without a signed-in user).
   */
  CRM_REMOTE_OVERRIDES: v.optional(
    v.picklist(['true', 'false', 'on', 'off', '1', '0', 'anonymous']),
    'false',
  ),
  /** Key the release and promote commands authenticate with; generated into the data folder if unset. */
  CRM_DEPLOY_KEY: v.optional(v.pipe(v.string(), v.minLength(24))),
  /** Secret for stored secrets (SMTP password) and password-reset links; generated into the data folder if unset. */
  CRM_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(32))),
  /** Development only: `reports=http://localhost:3104,…` serves those remotes from dev servers. */
  CRM_DEV_REMOTES: list,
  /** How the SPA signs in: `code` (redirect to the identity provider) or `password` (in-app form). */
  CRM_AUTH_MODE: v.optional(v.picklist(['code', 'password']), 'code'),
  /** A remote environment document for the SPA (another API or identity provider, spec §7). */
  CRM_REMOTE_ENV_URL: v.optional(v.pipe(v.string(), v.maxLength(512))),
  /** Registers the workspace's built remotes as releases at start-up (what `npm start` does). */
  CRM_REGISTER_LOCAL_BUILDS: flag,
  /** Seeds the demo tenant, users and roles on first start (what `npm start` does). */
  CRM_DEMO_DATA: flag,
  /** PostgreSQL role the app switches to (row-level security binds it); empty to stay the login role. */
  CRM_DB_APP_ROLE: v.optional(v.string(), 'crm_app'),
  /** Host-name pattern that names the tenant, `{0}` being its name (e.g. `{0}.crm.example`). */
  CRM_TENANT_HOST_PATTERN: v.optional(v.pipe(v.string(), v.includes('{0}'))),
  /** More OpenID Connect clients, as a JSON array (see docs/api/oidc-clients.md). */
  CRM_OIDC_CLIENTS: v.optional(v.string(), '[]'),
  /** Origins allowed to call the API from a browser (CORS), beyond the clients' own. */
  CRM_CORS_ORIGINS: list,
  /** The issuer's spelling: `trailing-slash` (`https://crm.example/`, as ABP's server) or `origin`. */
  CRM_OIDC_ISSUER_FORM: v.optional(v.picklist(ISSUER_FORMS), 'trailing-slash'),
  /** How often a server reloads the signing keys from the database (key rotation). */
  CRM_SIGNING_KEY_REFRESH_SECONDS: v.pipe(
    v.optional(v.string(), '60'),
    v.transform(Number),
    v.integer(),
    v.minValue(5),
  ),
  /** Proxies trusted for X-Forwarded-* (a load balancer): `true`, hops, or addresses/CIDRs. */
  CRM_TRUST_PROXY: v.optional(v.string(), ''),
  /** Credential attempts (sign-in, token, password change) one address may make per minute. */
  CRM_CREDENTIAL_RATE_LIMIT: v.pipe(
    v.optional(v.string(), '30'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
  ),
  /** How long the multiple-login long poll holds a `false` (0: never held; below proxies' idle timeouts). */
  CRM_POLL_HOLD_SECONDS: v.pipe(
    v.optional(v.string(), '25'),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(55),
  ),
  /** Requests with a refused DPoP proof one address may send per minute (auth/proof-failures.ts). */
  CRM_DPOP_FAILURE_LIMIT: v.pipe(
    v.optional(v.string(), '60'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
  ),
  /** Seconds between two judgements of the running canaries (platform/canary-watch.ts). */
  CRM_CANARY_CHECK_SECONDS: v.pipe(
    v.optional(v.string(), '60'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(60),
  ),
  /** Keeps every outgoing e-mail as a `.eml` file in `<CRM_DATA_DIR>/outbox/` (`npm start` sets it). */
  CRM_EMAIL_OUTBOX: flag,
  /** Outcomes one client address adds to each release a canary's verdict compares. */
  CRM_CANARY_OUTCOMES_PER_ADDRESS: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(1000),
  ),
  /** HTTP SMS provider (one-time codes); unset: messages go to the tenant's SMS outbox. */
  CRM_SMS_URL: v.optional(v.pipe(v.string(), v.url())),
  CRM_SMS_API_KEY: v.optional(v.string(), ''),
  CRM_SMS_FROM: v.optional(v.string(), ''),
  /** The business's IANA time zone: what "today" is (contract dates, the wage plan in force). */
  CRM_TIME_ZONE: v.pipe(
    v.optional(v.string(), DEFAULT_TIME_ZONE),
    v.check(isKnownTimeZone, 'not a known IANA time zone'),
  ),
});

export type Env = v.InferOutput<typeof envSchema>;

export interface ServerConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  hostDist: string;
  /** The repository root, where the workspace's remote packages are (local builds). */
  workspaceDir: string;
  remoteOrigins: string[];
  remoteOverrides: boolean;
  /** CRM_REMOTE_OVERRIDES=anonymous: pins of a request without a token apply too. */
  anonymousPins: boolean;
  deployKey: string | undefined;
  /** CRM_SECRET_KEY; when unset, a random key kept in the data folder (see config/secret-key.ts). */
  secretKey: string | undefined;
  registerLocalBuilds: boolean;
  authMode: 'code' | 'password';
  remoteEnvUrl: string | undefined;
  /** Remotes served by a local dev server instead of a release (development mode only). */
  devRemotes: Record<string, string>;
  demoData: boolean;
  appRole: string;
  tenantHostPattern: string | undefined;
  /** Raw JSON of the extra OpenID Connect clients; parsed and checked by the oidc module. */
  oidcClients: string;
  corsOrigins: string[];
  /** How the issuer is spelled (oidc/issuer.ts). */
  issuerForm: IssuerForm;
  signingKeyRefreshSeconds: number;
  credentialRateLimit: number;
  dpopFailureLimit: number;
  pollHoldSeconds: number;
  /** CRM_CANARY_CHECK_SECONDS: at most a minute, so that a failing canary ends within one. */
  canaryCheckSeconds: number;
  /** CRM_CANARY_OUTCOMES_PER_ADDRESS (platform/health-admission.ts). */
  canaryOutcomesPerAddress: number;
  /** Who may say who the client is (X-Forwarded-For): see config/trust-proxy.ts. */
  trustProxy: TrustProxy;
  /** Where every outgoing e-mail is kept as a `.eml` file (CRM_EMAIL_OUTBOX), if anywhere. */
  emailOutboxDir: string | undefined;
  /** The HTTP SMS provider, when configured. */
  sms: { url: string; apiKey: string; from: string } | undefined;
  /** CRM_TIME_ZONE: the zone whose calendar day is the business day (see clock/). */
  timeZone: string;
}

/** The repository root: the nearest folder above this file holding `pnpm-workspace.yaml`. */
function findWorkspaceDir(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return process.cwd();
}

const workspaceDir = findWorkspaceDir(dirname(fileURLToPath(import.meta.url)));

function parseDevRemotes(entries: string[]): Record<string, string> {
  return Object.fromEntries(
    entries.map((entry) => {
      const [name, url] = entry.split('=');
      if (!name || !url) throw new Error(`CRM_DEV_REMOTES: "${entry}" is not name=url`);
      return [name, new URL(url).origin];
    }),
  );
}

/** Origins remote code may come from besides our own: allowed release origins and dev servers. */
export function scriptOrigins(config: ServerConfig): string[] {
  return [...new Set([...config.remoteOrigins, ...Object.values(config.devRemotes)])];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = v.safeParse(envSchema, source);
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.output;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    dataDir: resolve(env.CRM_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    hostDist: resolve(env.CRM_HOST_DIST ?? `${workspaceDir}/host/dist`),
    workspaceDir,
    remoteOrigins: env.CRM_REMOTE_ORIGINS.map((origin) => new URL(origin).origin),
    remoteOverrides: ['true', 'on', '1', 'anonymous'].includes(env.CRM_REMOTE_OVERRIDES),
    anonymousPins: env.CRM_REMOTE_OVERRIDES === 'anonymous',
    deployKey: env.CRM_DEPLOY_KEY,
    secretKey: env.CRM_SECRET_KEY,
    registerLocalBuilds: env.CRM_REGISTER_LOCAL_BUILDS,
    authMode: env.CRM_AUTH_MODE,
    remoteEnvUrl: env.CRM_REMOTE_ENV_URL,
    devRemotes: env.NODE_ENV === 'development' ? parseDevRemotes(env.CRM_DEV_REMOTES) : {},
    demoData: env.CRM_DEMO_DATA,
    appRole: env.CRM_DB_APP_ROLE,
    tenantHostPattern: env.CRM_TENANT_HOST_PATTERN,
    oidcClients: env.CRM_OIDC_CLIENTS,
    corsOrigins: env.CRM_CORS_ORIGINS.map((origin) => new URL(origin).origin),
    issuerForm: env.CRM_OIDC_ISSUER_FORM,
    signingKeyRefreshSeconds: env.CRM_SIGNING_KEY_REFRESH_SECONDS,
    credentialRateLimit: env.CRM_CREDENTIAL_RATE_LIMIT,
    dpopFailureLimit: env.CRM_DPOP_FAILURE_LIMIT,
    pollHoldSeconds: env.CRM_POLL_HOLD_SECONDS,
    canaryCheckSeconds: env.CRM_CANARY_CHECK_SECONDS,
    canaryOutcomesPerAddress: env.CRM_CANARY_OUTCOMES_PER_ADDRESS,
    trustProxy: parseTrustProxy(env.CRM_TRUST_PROXY),
    emailOutboxDir: env.CRM_EMAIL_OUTBOX ? join(resolve(env.CRM_DATA_DIR), 'outbox') : undefined,
    sms: env.CRM_SMS_URL
      ? { url: env.CRM_SMS_URL, apiKey: env.CRM_SMS_API_KEY, from: env.CRM_SMS_FROM }
      : undefined,
    timeZone: env.CRM_TIME_ZONE,
  };
}
