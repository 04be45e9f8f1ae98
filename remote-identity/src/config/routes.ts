import type { RouteDef } from '@crm/shared/contracts';

export const routes: RouteDef[] = [
  {
    path: '/identity/roles',
    layout: 'application',
    policy: 'AbpIdentity.Roles',
    titleKey: 'AbpIdentity::Roles',
    page: () => import('../features/roles/roles-page'),
  },
  {
    path: '/identity/users',
    layout: 'application',
    policy: 'AbpIdentity.Users',
    titleKey: 'AbpIdentity::Users',
    page: () => import('../features/users/users-page'),
  },
  {
    path: '/tenant-management/tenants',
    layout: 'application',
    policy: 'AbpTenantManagement.Tenants',
    titleKey: 'AbpTenantManagement::Tenants',
    page: () => import('../features/tenants/tenants-page'),
  },
];
