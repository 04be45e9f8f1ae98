// ABP's ApplicationConfigurationDto for the current request: culture and texts, granted
// policies, client-visible settings and features, the current user and tenant, and time.
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { FEATURES } from '../features/feature-definitions';
import { featureValues } from '../features/features.service';
import type { CurrentUser } from '../identity/current-user';
import { SETTINGS } from '../settings/setting-definitions';
import { settingValues } from '../settings/settings.service';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import type { Culture } from '../web/culture';
import { currentCultureDto, LANGUAGES, windowsTimeZone } from './cultures';
import { localizationResources, localizationValues } from './localization-dto';

function visible<T>(values: ReadonlyMap<string, T>, isVisible: (name: string) => boolean) {
  return Object.fromEntries([...values].filter(([name]) => isVisible(name)));
}

function currentUserDto(current: CurrentUser | null, tenant: CurrentTenant) {
  const user = current?.user;
  return {
    isAuthenticated: Boolean(user),
    id: user?.id ?? null,
    tenantId: user && !tenant.isHost ? tenant.id : null,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    impersonatorUserName: null,
    impersonatorTenantName: null,
    userName: user?.user_name ?? null,
    name: user?.name ?? null,
    surName: user?.surname ?? null,
    email: user?.email ?? null,
    emailVerified: user?.email_confirmed ?? false,
    phoneNumber: user?.phone_number ?? null,
    phoneNumberVerified: user?.phone_number_confirmed ?? false,
    roles: current?.roles ?? [],
    sessionId: current?.sessionId ?? null,
  };
}

export async function applicationConfiguration(
  db: Db,
  input: {
    culture: Culture;
    tenant: CurrentTenant;
    currentUser: CurrentUser | null;
    includeLocalizationResources: boolean;
  },
) {
  const { culture, tenant, currentUser } = input;
  const [settings, features] = await inTenant(db, tenant.id, (scope) =>
    Promise.all([settingValues(scope, tenant.isHost, currentUser?.user.id), featureValues(scope)]),
  );
  const timeZone = settings.get('Abp.Timing.TimeZone') ?? 'UTC';
  return {
    localization: {
      values: input.includeLocalizationResources ? localizationValues(culture) : {},
      resources: input.includeLocalizationResources ? localizationResources(culture) : {},
      languages: LANGUAGES,
      currentCulture: currentCultureDto(culture),
      defaultResourceName: 'Crm',
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: {
      grantedPolicies: Object.fromEntries(
        [...(currentUser?.granted ?? [])].map((name) => [name, true]),
      ),
    },
    setting: { values: visible(settings, (name) => SETTINGS.get(name)?.visibleToClients === true) },
    currentUser: currentUserDto(currentUser, tenant),
    features: {
      values: visible(features, (name) => FEATURES.get(name)?.visibleToClients === true),
    },
    globalFeatures: { enabledFeatures: [] as string[] },
    multiTenancy: { isEnabled: true },
    currentTenant: {
      id: tenant.isHost ? null : tenant.id,
      name: tenant.name,
      isAvailable: !tenant.isHost,
    },
    timing: {
      timeZone: {
        iana: { timeZoneName: timeZone },
        windows: { timeZoneId: windowsTimeZone(timeZone) },
      },
    },
    clock: { kind: 'Utc' },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  };
}
