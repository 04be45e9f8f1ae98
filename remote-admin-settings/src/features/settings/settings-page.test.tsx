import { act, screen } from '@testing-library/react';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import SettingsPage from './settings-page';

jest.mock('../../api/settings-api', () => ({
  settingsApi: {
    getEmailSettings: () => new Promise(() => {}),
    listReleases: () => new Promise(() => {}),
  },
}));

const show = () =>
  act(async () => void renderAt('/setting-management', '/setting-management', <SettingsPage />));

describe('the settings page', () => {
  beforeEach(() => setTestLanguage('en', registerLocales));

  it('refuses a user who may see no tab', async () => {
    setAppConfig({}, { 'Crm.HomePage': true });
    await show();
    expect(screen.getByTestId('settings-forbidden').textContent).toContain('not authorized');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('refuses everyone while the feature SettingManagement.Enable is off', async () => {
    setAppConfig(
      {},
      { 'SettingManagement.Emailing': true },
      { 'SettingManagement.Enable': 'false' },
    );
    await show();
    expect(screen.getByTestId('settings-forbidden')).toBeTruthy();
  });

  it('lists the granted tabs in order', async () => {
    setAppConfig(
      {},
      { 'SettingManagement.Emailing': true, 'FeatureManagement.ManageHostFeatures': true },
      { 'SettingManagement.Enable': 'true' },
    );
    await show();
    expect(screen.getAllByRole('tab').map((tab) => tab.dataset.testid)).toEqual([
      'settings-tab-Emailing',
      'settings-tab-FeatureManagement',
    ]);
    expect(screen.getAllByRole('tab')[0]!.textContent).toContain('Emailing');
  });
});
