import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';

export const menu: MenuEntry[] = [
  {
    name: 'SecurityLog',
    parentName: MENU_GROUP.account,
    path: '/securityLog',
    order: 14,
    policy: 'Crm.HomePage',
    iconName: 'ShieldKeyhole',
  },
  {
    name: 'ChangePassword',
    parentName: MENU_GROUP.account,
    path: '/changePassword',
    order: 15,
    policy: 'Crm.HomePage',
    iconName: 'Password',
  },
];
