// Where the app finds its API and identity provider. One build serves any deployment: the
// defaults point at the page's own origin, and an optional remote environment file can point
// the same build at another API and provider (see load-environment.ts).
import * as v from 'valibot';

export const responseTypeSchema = v.picklist(['code', 'password']);
export type ResponseType = v.InferOutput<typeof responseTypeSchema>;

export const remoteEnvSchema = v.object({
  url: v.string(),
  method: v.string(),
  headers: v.optional(v.record(v.string(), v.string())),
  mergeStrategy: v.picklist(['deepmerge', 'overwrite']),
});
export type RemoteEnv = v.InferOutput<typeof remoteEnvSchema>;

export const environmentSchema = v.object({
  production: v.boolean(),
  application: v.object({ name: v.string(), baseUrl: v.string() }),
  apis: v.looseObject({
    default: v.object({ url: v.string(), rootNamespace: v.string() }),
  }),
  oAuthConfig: v.object({
    issuer: v.string(),
    clientId: v.string(),
    responseType: responseTypeSchema,
    scope: v.string(),
    redirectUri: v.string(),
    postLogoutRedirectUri: v.string(),
    requireHttps: v.boolean(),
  }),
  remoteEnv: v.optional(remoteEnvSchema),
});
export type Environment = v.InferOutput<typeof environmentSchema>;

export const CLIENT_ID = 'Crm_App';
export const SCOPE = 'openid profile email phone roles offline_access Crm';

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

function isProductionBuild(): boolean {
  return typeof __DEV__ === 'undefined' ? false : !__DEV__;
}

/**
 * The product's environment on `origin` (the page's by default): the API on the same origin,
 * called with relative URLs (`apis.default.url` empty), and the identity provider there too.
 */
export function defaultEnvironment(
  origin: string = pageOrigin(),
  production: boolean = isProductionBuild(),
): Environment {
  return {
    production,
    application: { name: 'Crm', baseUrl: origin },
    apis: { default: { url: '', rootNamespace: 'Crm' } },
    oAuthConfig: {
      issuer: origin,
      clientId: CLIENT_ID,
      responseType: 'code',
      scope: SCOPE,
      redirectUri: `${origin}/signin-callback`,
      postLogoutRedirectUri: `${origin}/`,
      requireHttps: production,
    },
  };
}
