// Answers of an ABP server for the app-config tests.

export function appConfigDto(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    localization: {
      values: {},
      resources: {},
      languages: [{ cultureName: 'fa', uiCultureName: 'fa', displayName: 'فارسی' }],
      currentCulture: { cultureName: 'fa', name: 'fa', isRightToLeft: true },
      defaultResourceName: 'Crm',
      languagesMap: {},
    },
    auth: { grantedPolicies: { 'Crm.Baskets': true, 'AbpIdentity.Users': true } },
    setting: { values: { CHECK_USER_ACCESS_MENU: 'True', 'Abp.Timing.TimeZone': null } },
    features: { values: { 'Crm.Reports': 'true', 'Crm.MaxUsers': '6' } },
    globalFeatures: { enabledFeatures: ['Crm.Questionnaire'] },
    currentUser: {
      isAuthenticated: true,
      id: 'u-1',
      tenantId: null,
      userName: 'admin',
      name: 'مدیر',
      surName: null,
      email: 'admin@crm.example',
      roles: ['admin'],
      sessionId: 's-1',
    },
    multiTenancy: { isEnabled: true },
    currentTenant: { id: null, name: null, isAvailable: false },
    timing: { timeZone: { iana: { timeZoneName: 'Asia/Tehran' } } },
    ...overrides,
  };
}

export function localizationDto(texts: Record<string, Record<string, string>> = {}) {
  return {
    resources: Object.fromEntries(
      Object.entries(texts).map(([name, resourceTexts]) => [
        name,
        { texts: resourceTexts, baseResources: [] },
      ]),
    ),
    currentCulture: { cultureName: 'fa', name: 'fa', isRightToLeft: true },
  };
}
