import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';
import { anyTabPolicy } from '../features/settings/setting-tabs';

export const menu: MenuEntry[] = [
  {
    // Visible when at least one settings tab is and the setting-management feature is on (spec §2).
    name: 'Settings',
    path: '/setting-management',
    order: 100,
    parentName: MENU_GROUP.administration,
    labelKey: 'AbpSettingManagement::Settings',
    iconName: 'Settings',
    policy: anyTabPolicy(),
    requiredFeature: 'SettingManagement.Enable',
  },
];
