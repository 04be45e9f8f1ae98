import { useStore } from 'zustand';
import { audienceOf, type Audience } from '../policy/audience';
import { hasPolicy, type GrantedPolicies } from '../policy/has-policy';
import { appConfigStore, type AppConfigStatus } from './app-config-store';
import type { ApplicationConfiguration, CurrentTenant, CurrentUser, MultiTenancy } from './schemas';
import {
  isTrueValue,
  selectConfig,
  selectCurrentTenant,
  selectCurrentUser,
  selectFeature,
  selectGlobalFeatureEnabled,
  selectGrantedPolicies,
  selectMultiTenancy,
  selectSetting,
} from './selectors';

export function useAppConfig(): ApplicationConfiguration | null {
  return useStore(appConfigStore, selectConfig);
}

export function useAppConfigStatus(): AppConfigStatus {
  return useStore(appConfigStore, (state) => state.status);
}

export function useGrantedPolicies(): GrantedPolicies {
  return useStore(appConfigStore, selectGrantedPolicies);
}

/** True when the policy expression is granted (or empty). */
export function usePolicy(expression: string | undefined): boolean {
  return hasPolicy(useGrantedPolicies(), expression);
}

/** Whom the pages speak to: the back office, a customer, or neither (`policy/audience.ts`). */
export function useAudience(): Audience {
  return audienceOf(useGrantedPolicies());
}

export function useSetting(name: string): string | undefined {
  return useStore(appConfigStore, selectSetting(name));
}

export function useSettingEnabled(name: string): boolean {
  return isTrueValue(useSetting(name));
}

export function useFeature(name: string): string | undefined {
  return useStore(appConfigStore, selectFeature(name));
}

export function useFeatureEnabled(name: string): boolean {
  return isTrueValue(useFeature(name));
}

export function useGlobalFeatureEnabled(name: string): boolean {
  return useStore(appConfigStore, selectGlobalFeatureEnabled(name));
}

export function useCurrentUser(): CurrentUser | null {
  return useStore(appConfigStore, selectCurrentUser);
}

export function useMultiTenancy(): MultiTenancy {
  return useStore(appConfigStore, selectMultiTenancy);
}

export function useCurrentTenant(): CurrentTenant | null {
  return useStore(appConfigStore, selectCurrentTenant);
}
