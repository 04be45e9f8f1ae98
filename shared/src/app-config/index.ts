export {
  APP_CONFIG_URL,
  APP_LOCALIZATION_URL,
  appConfigStore,
  CULTURE_NAME_MISSING,
  fetchAppConfig,
  loadAppConfig,
  refreshAppState,
  type AppConfigState,
  type AppConfigStatus,
} from './app-config-store';
export * from './schemas';
export {
  getAppConfig,
  getAudience,
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
export {
  useAppConfig,
  useAppConfigStatus,
  useAudience,
  useCurrentTenant,
  useCurrentUser,
  useFeature,
  useFeatureEnabled,
  useGlobalFeatureEnabled,
  useGrantedPolicies,
  useMultiTenancy,
  usePolicy,
  useSetting,
  useSettingEnabled,
} from './hooks';
export {
  findTenantById,
  findTenantByName,
  findTenantResultSchema,
  setTenant,
  type FindTenantResult,
  type SetTenantResult,
} from './multi-tenancy';
export { TENANTS_URL } from './tenants-url';
export { TENANT_NOT_AVAILABLE_KEY } from './texts';
export { useCan } from './use-can';
export { usePasswordPolicy } from './use-password-policy';
