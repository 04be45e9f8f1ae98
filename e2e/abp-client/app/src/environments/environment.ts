import { Environment } from '@abp/ng.core';

// As the app template ships it: the server's issuer with OpenIddict's trailing slash.
const baseUrl = 'http://localhost:4200';

export const environment = {
  production: false,
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
} as Environment;
