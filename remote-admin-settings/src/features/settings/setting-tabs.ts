// The settings page's tabs, as data: each with its order and the policy that shows it. Other
// areas add a tab here (ABP's SettingTabsService). The Settings menu entry is visible when any
// tab is (its policy is the tabs' policies joined by `||`).
import { hasPolicy, type GrantedPolicies } from '@crm/shared/policy';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SettingTab {
  name: string;
  /** `Resource::Key` of the tab's title. */
  titleKey: string;
  order: number;
  policy?: string;
  component: LazyExoticComponent<ComponentType>;
}

export const SETTING_TABS: readonly SettingTab[] = [
  {
    name: 'Emailing',
    titleKey: 'AbpSettingManagement::Menu:Emailing',
    order: 100,
    policy: 'SettingManagement.Emailing',
    component: lazy(() => import('../emailing/emailing-tab')),
  },
  {
    name: 'FeatureManagement',
    titleKey: 'AbpFeatureManagement::Permission:FeatureManagement',
    order: 104,
    policy: 'FeatureManagement.ManageHostFeatures',
    component: lazy(() => import('../host-features/host-features-tab')),
  },
  {
    name: 'RemoteReleases',
    titleKey: 'Crm::Menu:RemoteReleases',
    order: 110,
    policy: 'Platform.Remotes',
    component: lazy(() => import('../remote-releases/releases-tab')),
  },
];

/** The tabs the user may see, in order. */
export function visibleTabs(
  granted: GrantedPolicies,
  tabs: readonly SettingTab[] = SETTING_TABS,
): SettingTab[] {
  return tabs.filter((tab) => hasPolicy(granted, tab.policy)).sort((a, b) => a.order - b.order);
}

/** A policy expression granted when at least one tab is visible. */
export function anyTabPolicy(tabs: readonly Pick<SettingTab, 'policy'>[] = SETTING_TABS): string {
  return tabs.map((tab) => tab.policy ?? '').join(' || ');
}

/** The feature that switches the whole settings area off (spec §6). */
export const SETTINGS_FEATURE = 'SettingManagement.Enable';
