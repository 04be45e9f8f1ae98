import * as v from 'valibot';
import { appConfigStore } from './app-config-store';
import { applicationConfigurationSchema } from './schemas';
import {
  getCurrentTenant,
  getCurrentUser,
  getFeature,
  getGrantedPolicies,
  getMultiTenancy,
  getSetting,
  isFeatureEnabled,
  isGlobalFeatureEnabled,
  isGranted,
  isSettingEnabled,
  isTrueValue,
} from './selectors';
import { appConfigDto } from './test-fixtures';

function load(overrides: Record<string, unknown> = {}): void {
  const config = v.parse(applicationConfigurationSchema, appConfigDto(overrides));
  appConfigStore.setState({ config, status: 'ready' });
}

describe('app-config selectors', () => {
  afterEach(() => appConfigStore.setState({ config: null, status: 'idle' }));

  it('compares boolean values case-insensitively', () => {
    expect(['True', 'true', ' TRUE '].map(isTrueValue)).toEqual([true, true, true]);
    expect(['False', '1', '', null, undefined].map(isTrueValue)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads settings and features as strings', () => {
    load();
    expect(getSetting('CHECK_USER_ACCESS_MENU')).toBe('True');
    expect(isSettingEnabled('CHECK_USER_ACCESS_MENU')).toBe(true);
    expect(getSetting('Abp.Timing.TimeZone')).toBeUndefined();
    expect(getSetting('toString')).toBeUndefined();
    expect(getFeature('Crm.MaxUsers')).toBe('6');
    expect(isFeatureEnabled('Crm.Reports')).toBe(true);
    expect(isFeatureEnabled('Crm.MaxUsers')).toBe(false);
    expect(isGlobalFeatureEnabled('Crm.Questionnaire')).toBe(true);
    expect(isGlobalFeatureEnabled('Other')).toBe(false);
  });

  it('checks policy expressions against the granted policies', () => {
    load();
    expect(isGranted('Crm.Baskets && AbpIdentity.Users')).toBe(true);
    expect(isGranted('Crm.Wages || Crm.Baskets')).toBe(true);
    expect(isGranted('Crm.Wages')).toBe(false);
    expect(isGranted(undefined)).toBe(true);
  });

  it('reads the current user, tenant and multi-tenancy', () => {
    load({ currentTenant: { id: 't-1', name: 'acme', isAvailable: true } });
    expect(getCurrentUser()).toMatchObject({ id: 'u-1', userName: 'admin', roles: ['admin'] });
    expect(getCurrentTenant()).toEqual({ id: 't-1', name: 'acme', isAvailable: true });
    expect(getMultiTenancy()).toEqual({ isEnabled: true });
  });

  it('gives empty answers before the configuration is loaded', () => {
    expect(getGrantedPolicies()).toEqual({});
    expect(isGranted('Crm.Baskets')).toBe(false);
    expect(getSetting('CHECK_USER_ACCESS_MENU')).toBeUndefined();
    expect(getCurrentUser()).toBeNull();
    expect(getCurrentTenant()).toBeNull();
    expect(getMultiTenancy()).toEqual({ isEnabled: false });
  });
});
