// Reading the application configuration without React. Setting and feature values are strings;
// booleans among them are compared case-insensitively (`"True"`, `"true"`).
import { audienceOf, type Audience } from '../policy/audience';
import { hasPolicy, type GrantedPolicies } from '../policy/has-policy';
import { appConfigStore, type AppConfigState } from './app-config-store';
import type { ApplicationConfiguration, CurrentTenant, CurrentUser, MultiTenancy } from './schemas';

const NO_POLICIES: GrantedPolicies = Object.freeze({});
const NO_MULTI_TENANCY: MultiTenancy = Object.freeze({ isEnabled: false });

/** True for the text `true` in any case, with surrounding spaces. */
export function isTrueValue(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

function own(values: Readonly<Record<string, string | null>>, name: string): string | undefined {
  return Object.hasOwn(values, name) ? (values[name] ?? undefined) : undefined;
}

export const selectConfig = (state: AppConfigState) => state.config;
export const selectGrantedPolicies = (state: AppConfigState) =>
  state.config?.auth.grantedPolicies ?? NO_POLICIES;
export const selectSetting = (name: string) => (state: AppConfigState) =>
  state.config ? own(state.config.setting.values, name) : undefined;
export const selectFeature = (name: string) => (state: AppConfigState) =>
  state.config ? own(state.config.features.values, name) : undefined;
export const selectGlobalFeatureEnabled = (name: string) => (state: AppConfigState) =>
  state.config?.globalFeatures.enabledFeatures.includes(name) ?? false;
export const selectCurrentUser = (state: AppConfigState): CurrentUser | null =>
  state.config?.currentUser ?? null;
export const selectMultiTenancy = (state: AppConfigState): MultiTenancy =>
  state.config?.multiTenancy ?? NO_MULTI_TENANCY;
export const selectCurrentTenant = (state: AppConfigState): CurrentTenant | null =>
  state.config?.currentTenant ?? null;

const current = () => appConfigStore.getState();

export const getAppConfig = (): ApplicationConfiguration | null => selectConfig(current());
export const getGrantedPolicies = (): GrantedPolicies => selectGrantedPolicies(current());
/** True when the policy expression (`A`, `A || B`, `A && B`) is granted or empty. */
export const isGranted = (expression: string | undefined): boolean =>
  hasPolicy(getGrantedPolicies(), expression);
export const getAudience = (): Audience => audienceOf(getGrantedPolicies());
export const getSetting = (name: string): string | undefined => selectSetting(name)(current());
export const isSettingEnabled = (name: string): boolean => isTrueValue(getSetting(name));
export const getFeature = (name: string): string | undefined => selectFeature(name)(current());
export const isFeatureEnabled = (name: string): boolean => isTrueValue(getFeature(name));
export const isGlobalFeatureEnabled = (name: string): boolean =>
  selectGlobalFeatureEnabled(name)(current());
export const getCurrentUser = (): CurrentUser | null => selectCurrentUser(current());
export const getMultiTenancy = (): MultiTenancy => selectMultiTenancy(current());
export const getCurrentTenant = (): CurrentTenant | null => selectCurrentTenant(current());
