import { hasPolicy } from '@crm/shared/policy';
import { anyTabPolicy, SETTING_TABS, visibleTabs } from './setting-tabs';

describe('the settings tab registry', () => {
  it('has the Emailing tab at 100, host features at 104 and remote releases after them', () => {
    expect(SETTING_TABS.map((tab) => [tab.name, tab.order, tab.policy])).toEqual([
      ['Emailing', 100, 'SettingManagement.Emailing'],
      ['FeatureManagement', 104, 'FeatureManagement.ManageHostFeatures'],
      ['RemoteReleases', 110, 'Platform.Remotes'],
    ]);
  });

  it('shows only the tabs whose policy is granted, in order', () => {
    const granted = { 'Platform.Remotes': true, 'SettingManagement.Emailing': true };
    expect(visibleTabs(granted).map((tab) => tab.name)).toEqual(['Emailing', 'RemoteReleases']);
    expect(visibleTabs({})).toEqual([]);
  });

  it('grants the menu entry when any tab is visible', () => {
    const policy = anyTabPolicy();
    expect(hasPolicy({ 'FeatureManagement.ManageHostFeatures': true }, policy)).toBe(true);
    expect(hasPolicy({ 'SettingManagement.Emailing': true }, policy)).toBe(true);
    expect(hasPolicy({ 'Crm.HomePage': true }, policy)).toBe(false);
  });
});
