import type { RouteDef } from '@crm/shared/contracts';
import { anyTabPolicy } from '../features/settings/setting-tabs';

export const routes: RouteDef[] = [
  {
    path: '/setting-management',
    layout: 'application',
    policy: anyTabPolicy(),
    titleKey: 'AbpSettingManagement::Settings',
    page: () => import('../features/settings/settings-page'),
  },
];
