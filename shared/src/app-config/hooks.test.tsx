import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { appConfigStore } from './app-config-store';
import {
  useCurrentUser,
  useFeatureEnabled,
  useGrantedPolicies,
  usePolicy,
  useSetting,
  useSettingEnabled,
} from './hooks';
import { applicationConfigurationSchema } from './schemas';
import { appConfigDto } from './test-fixtures';

function load(overrides: Record<string, unknown> = {}): void {
  const config = v.parse(applicationConfigurationSchema, appConfigDto(overrides));
  appConfigStore.setState({ config, status: 'ready' });
}

describe('app-config hooks', () => {
  afterEach(() => act(() => appConfigStore.setState({ config: null, status: 'idle' })));

  it('follow the configuration as it loads and changes', () => {
    const { result } = renderHook(() => ({
      baskets: usePolicy('Crm.Baskets'),
      policies: useGrantedPolicies(),
      menuCheck: useSetting('CHECK_USER_ACCESS_MENU'),
      menuCheckOn: useSettingEnabled('CHECK_USER_ACCESS_MENU'),
      reports: useFeatureEnabled('Crm.Reports'),
      user: useCurrentUser()?.userName,
    }));
    expect(result.current).toEqual({
      baskets: false,
      policies: {},
      menuCheck: undefined,
      menuCheckOn: false,
      reports: false,
      user: undefined,
    });
    act(() => load());
    expect(result.current).toMatchObject({
      baskets: true,
      menuCheck: 'True',
      menuCheckOn: true,
      reports: true,
      user: 'admin',
    });
    act(() => load({ auth: { grantedPolicies: {} } }));
    expect(result.current.baskets).toBe(false);
  });

  it('keeps a stable result between unrelated renders', () => {
    load();
    const { result, rerender } = renderHook(() => useGrantedPolicies());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
