import { Environment } from '@abp/ng.core';

// The deployed form of the template's environment: the values below are defaults that the
// document at `remoteEnv.url`, served beside the app, overrides (ABP's dynamic environment).
const baseUrl = 'http://localhost:4200';

export const environment = {
  production: true,
  application: { baseUrl, name: 'AbpClient', logoUrl: '' },
  oAuthConfig: {
    issuer: 'https://localhost:44305/',
    redirectUri: baseUrl,
    clientId: 'AbpClient_App',
    responseType: 'code',
    scope: 'offline_access openid profile email roles phone Crm',
    requireHttps: true,
  },
  apis: {
    default: { url: 'https://localhost:44305', rootNamespace: 'AbpClient' },
  },
  localization: { defaultResourceName: 'Crm' },
  remoteEnv: { url: '/getEnvConfig', mergeStrategy: 'deepmerge' },
} as Environment;
