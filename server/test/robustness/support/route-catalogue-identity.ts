// Route samples of the platform, identity, tenancy, settings and sign-in routes (see
// route-catalogue.ts).
import type { RouteSample } from './route-sample';

const paged = () => ({ filter: 'a', sorting: 'name desc', skipCount: '0', maxResultCount: '20' });
const T = '/api/multi-tenancy/tenants';
const U = '/api/identity/users';
const R = '/api/identity/roles';
const userBody = (s: { userName: string[]; email: string[]; roleName: string[] }) => ({
  userName: s.userName[0],
  email: s.email[0],
  name: 'نام',
  surname: 'نام خانوادگی',
  phoneNumber: '09120000000',
  isActive: true,
  lockoutEnabled: true,
  roleNames: [...s.roleName, 'customer'],
});
const wrongPassword = { currentPassword: 'not the password 1', newPassword: 'a new passphrase 2' };

export const IDENTITY_SAMPLES: Readonly<Record<string, RouteSample>> = {
  'OPTIONS /api/*': { params: { '*': 'path' } },
  'GET /api/abp/application-configuration': {
    query: () => ({ includeLocalizationResources: 'false' }),
  },
  'GET /api/abp/application-localization': {
    query: () => ({ cultureName: 'fa', onlyDynamics: 'false' }),
  },
  'GET /api/abp/multi-tenancy/tenants/by-name/:name': {
    params: { name: 'tenantName' },
    crossTenant: 'ABP’s tenant lookup: any tenant by name, before sign-in',
  },
  'GET /api/abp/multi-tenancy/tenants/by-id/:id': {
    params: { id: 'tenant' },
    crossTenant: 'ABP’s tenant lookup: any tenant by id, before sign-in',
  },
  [`GET ${T}`]: { query: paged },
  [`GET ${T}/:id`]: { params: { id: 'tenant' } },
  [`POST ${T}`]: {
    body: () => ({
      name: 'fuzzed',
      adminEmailAddress: 'admin@fuzzed.example',
      adminPassword: 'a tenant passphrase',
    }),
  },
  [`PUT ${T}/:id`]: { params: { id: 'tenant' }, body: () => ({ name: 'spare', isActive: true }) },
  [`DELETE ${T}/:id`]: { params: { id: 'tenant' } },
  [`GET ${T}/:id/default-connection-string`]: { params: { id: 'tenant' } },
  [`PUT ${T}/:id/default-connection-string`]: {
    params: { id: 'tenant' },
    query: () => ({ defaultConnectionString: 'Server=x' }),
  },
  [`DELETE ${T}/:id/default-connection-string`]: { params: { id: 'tenant' } },
  [`GET ${U}`]: { query: paged },
  [`GET ${U}/by-username/:key`]: { params: { key: 'userName' } },
  [`GET ${U}/by-email/:key`]: { params: { key: 'email' } },
  [`GET ${U}/:id`]: { params: { id: 'user' } },
  [`GET ${U}/:id/roles`]: { params: { id: 'user' } },
  [`POST ${U}`]: {
    body: (s) => ({
      ...userBody(s),
      userName: 'fuzzed.user',
      email: 'fuzzed@example.com',
      password: 'a user passphrase 1',
    }),
  },
  [`PUT ${U}/:id`]: { params: { id: 'user' }, body: userBody },
  [`PUT ${U}/:id/unlock`]: { params: { id: 'user' } },
  [`PUT ${U}/:id/roles`]: {
    params: { id: 'user' },
    body: (s) => ({ roleNames: [...s.roleName, 'customer'] }),
  },
  [`DELETE ${U}/:id`]: { params: { id: 'user' } },
  [`GET ${R}`]: { query: paged },
  [`GET ${R}/:id`]: { params: { id: 'role' } },
  [`POST ${R}`]: { body: () => ({ name: 'fuzzed role', isDefault: false, isPublic: true }) },
  [`PUT ${R}/:id`]: {
    params: { id: 'role' },
    body: (s) => ({ name: s.roleName[0], isDefault: false, isPublic: true }),
  },
  [`DELETE ${R}/:id`]: { params: { id: 'role' } },
  'GET /api/permission-management/permissions': {
    query: (s) => ({ providerName: 'U', providerKey: s.user[0]! }),
    namesRows: true,
  },
  'PUT /api/permission-management/permissions': {
    query: (s) => ({ providerName: 'U', providerKey: s.user[0]! }),
    body: () => ({ permissions: [{ name: 'Crm.HomePage', isGranted: true }] }),
    namesRows: true,
  },
  'POST /api/app/user/change-password': { body: () => wrongPassword },
  'POST /api/account/my-profile/change-password': { body: () => wrongPassword },
  'GET /api/app/user/user-security-log': { query: () => ({ pageNumber: '1', pageSize: '10' }) },
  'POST /api/account/register': {
    body: () => ({
      userName: 'fuzzed.visitor',
      emailAddress: 'visitor@example.com',
      password: 'a visitor passphrase 1',
      appName: 'Crm',
    }),
  },
  'POST /api/account/send-password-reset-code': {
    body: (s) => ({ email: s.email[0], appName: 'Crm', returnUrl: '/' }),
  },
  'POST /api/account/verify-password-reset-token': {
    body: (s) => ({ userId: s.user[0], resetToken: 'not-a-token' }),
    namesRows: true,
  },
  'POST /api/account/reset-password': {
    body: (s) => ({ userId: s.user[0], resetToken: 'not-a-token', password: 'a new pass 1' }),
    namesRows: true,
  },
  'PUT /api/account/my-profile': {
    body: () => ({ userName: 'admin', email: 'admin@demo.crm.local', name: 'مدیر' }),
  },
  'GET /api/app/setting/value-by-key': {
    query: () => ({ key: 'Abp.Localization.DefaultLanguage' }),
  },
  'POST /api/setting-management/emailing': {
    body: () => ({
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpUserName: 'mailer',
      defaultFromAddress: 'noreply@example.com',
      defaultFromDisplayName: 'سامانه',
    }),
  },
  'POST /api/setting-management/emailing/send-test-email': {
    body: () => ({
      senderEmailAddress: 'noreply@example.com',
      targetEmailAddress: 'someone@example.com',
      subject: 'آزمایش',
      body: 'متن',
    }),
  },
  'GET /api/feature-management/features': {
    query: (s) => ({ providerName: 'T', providerKey: s.tenantId }),
    namesRows: true,
  },
  'PUT /api/feature-management/features': {
    query: (s) => ({ providerName: 'T', providerKey: s.tenantId }),
    body: () => ({ features: [{ name: 'Crm.MaxBasketsPerCustomer', value: '5' }] }),
    namesRows: true,
  },
  'DELETE /api/feature-management/features': {
    query: (s) => ({ providerName: 'T', providerKey: s.tenantId }),
    namesRows: true,
  },
  'GET /account/login/interaction/:uid': { params: { uid: 'interaction' } },
  'POST /account/login/interaction/:uid': {
    params: { uid: 'interaction' },
    body: (s) => ({ userNameOrEmailAddress: s.userName[0], password: 'wrong password' }),
  },
  'POST /account/login/interaction/:uid/abort': { params: { uid: 'interaction' } },
  'POST /api/platform-management/remotes/:name/promote': {
    params: { name: 'remote' },
    body: () => ({ version: '1.0.0' }),
  },
  'POST /api/platform-management/remotes/:name/rollback': { params: { name: 'remote' } },
  'POST /api/platform-management/remotes/:name/canary/abort': { params: { name: 'remote' } },
  'GET /api/platform-management/remotes/:name/history': { params: { name: 'remote' } },
  // The deploy-key routes (release and promote commands, the host's manifest).
  'GET /api/platform/remotes': { query: () => ({ pins: 'reports@1.0.0' }) },
  'POST /api/platform/releases': {
    body: () => ({
      name: 'reports',
      version: '9.9.9-fuzz',
      areas: ['/'],
      baseUrl: 'https://cdn.example/remotes/reports/9.9.9-fuzz/',
      integrity: `sha384-${'A'.repeat(64)}`,
    }),
  },
  'POST /api/platform/remotes/:name/promote': {
    params: { name: 'remote' },
    body: () => ({ version: '9.9.9-fuzz' }),
  },
  'POST /api/platform/remotes/:name/rollback': { params: { name: 'remote' } },
  'GET /api/platform/remotes/:name/history': { params: { name: 'remote' } },
  'POST /api/platform/deploy-keys': { body: () => ({ name: 'fuzz pipeline', remote: 'reports' }) },
  // A key's name is free text: a remote's name serves as one.
  'DELETE /api/platform/deploy-keys/:name': { params: { name: 'remote' } },
  // The browsers' health reports: an array of events (anonymous).
  'POST /api/platform/remote-health': {
    body: () => [{ remote: 'reports', version: '1.0.0', outcome: 'failed', stage: 'first-mount' }],
  },
};
