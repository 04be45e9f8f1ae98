import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';

// The Administration group (spec §2): roles, users, tenants; settings (100) and host features
// (104) come from the admin-settings remote.
export const menu: MenuEntry[] = [
  {
    name: 'IdentityRoles',
    path: '/identity/roles',
    order: 1,
    policy: 'AbpIdentity.Roles',
    parentName: MENU_GROUP.administration,
    labelKey: 'AbpIdentity::Roles',
    iconName: 'ShieldPerson',
  },
  {
    name: 'IdentityUsers',
    path: '/identity/users',
    order: 2,
    policy: 'AbpIdentity.Users',
    parentName: MENU_GROUP.administration,
    labelKey: 'AbpIdentity::Users',
    iconName: 'People',
  },
  {
    name: 'Tenants',
    path: '/tenant-management/tenants',
    order: 3,
    policy: 'AbpTenantManagement.Tenants',
    parentName: MENU_GROUP.administration,
    labelKey: 'AbpTenantManagement::Tenants',
    iconName: 'Building',
  },
];
