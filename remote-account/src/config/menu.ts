import type { MenuEntry } from '@crm/shared/contracts';

export const menu: MenuEntry[] = [
  {
    name: 'SecurityLog',
    path: '/securityLog',
    order: 14,
    policy: 'Crm.HomePage',
    iconName: 'ShieldKeyhole',
  },
  {
    name: 'ChangePassword',
    path: '/changePassword',
    order: 15,
    policy: 'Crm.HomePage',
    iconName: 'Password',
  },
];
