// Which ABP module a route belongs to, by its URL: ABP's module names (the keys its proxy
// generators take, `identity`, `multi-tenancy`, …), remote service names and namespaces.
export interface AbpModule {
  prefix: string;
  rootPath: string;
  remoteServiceName: string;
  namespace: string;
}

const MODULES: readonly AbpModule[] = [
  {
    prefix: '/api/abp/',
    rootPath: 'abp',
    remoteServiceName: 'abp',
    namespace: 'Volo.Abp.AspNetCore.Mvc',
  },
  {
    prefix: '/api/identity/',
    rootPath: 'identity',
    remoteServiceName: 'AbpIdentity',
    namespace: 'Volo.Abp.Identity',
  },
  {
    prefix: '/api/multi-tenancy/',
    rootPath: 'multi-tenancy',
    remoteServiceName: 'AbpTenantManagement',
    namespace: 'Volo.Abp.TenantManagement',
  },
  {
    prefix: '/api/permission-management/',
    rootPath: 'permissionManagement',
    remoteServiceName: 'AbpPermissionManagement',
    namespace: 'Volo.Abp.PermissionManagement',
  },
  {
    prefix: '/api/feature-management/',
    rootPath: 'featureManagement',
    remoteServiceName: 'AbpFeatureManagement',
    namespace: 'Volo.Abp.FeatureManagement',
  },
  {
    prefix: '/api/setting-management/',
    rootPath: 'settingManagement',
    remoteServiceName: 'SettingManagement',
    namespace: 'Volo.Abp.SettingManagement',
  },
  {
    prefix: '/api/account/',
    rootPath: 'account',
    remoteServiceName: 'AbpAccount',
    namespace: 'Volo.Abp.Account',
  },
  { prefix: '/api/app/', rootPath: 'app', remoteServiceName: 'Default', namespace: 'Crm' },
];

/** The release registry, health, userinfo and the descriptions themselves. */
const PLATFORM: AbpModule = {
  prefix: '/',
  rootPath: 'platform',
  remoteServiceName: 'Platform',
  namespace: 'Crm.Platform',
};

export function moduleOf(url: string): AbpModule {
  return MODULES.find((module) => url.startsWith(module.prefix)) ?? PLATFORM;
}
