// ABP's ApplicationConfigurationDto for the current request: culture and texts, granted
// policies, client-visible settings and features, the current user and tenant, and time.
// Everything but the texts comes from the read caches; the texts (most of the answer's bytes)
// never change while the process runs, so each culture's are serialized once
// (localization-json.ts) and spliced into the answer's text.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { FEATURES } from '../features/feature-definitions';
import { cachedFeatureValues, type FeatureCaches } from '../features/features.service';
import type { CurrentUser } from '../identity/current-user';
import { SETTINGS } from '../settings/setting-definitions';
import { cachedSettingValues, type SettingCaches } from '../settings/settings.service';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import type { Culture } from '../web/culture';
import { currentCultureDto, LANGUAGES, windowsTimeZone } from './cultures';
import { localizationJson } from './localization-json';

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

export interface ConfigurationInput {
  culture: Culture;
  tenant: CurrentTenant;
  currentUser: CurrentUser | null;
  includeLocalizationResources: boolean;
}

/** Everything of the answer but `localization.values` and `localization.resources`. */
async function configurationWithoutTexts(
  db: Db,
  caches: SettingCaches & FeatureCaches,
  input: ConfigurationInput,
) {
  const { culture, tenant, currentUser } = input;
  const [settings, features] = await Promise.all([
    cachedSettingValues(db, caches, tenant, currentUser?.user.id),
    cachedFeatureValues(db, caches, tenant.id),
  ]);
  const timeZone = settings.get('Abp.Timing.TimeZone') ?? 'UTC';
  return {
    localization: {
      languages: LANGUAGES,
      currentCulture: currentCultureDto(culture),
      defaultResourceName: 'Crm',
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: { grantedPolicies: currentUser?.grantedPolicies ?? {} },
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

export interface SerializedConfiguration {
  json: string;
  /** Changes whenever any byte of `json` does. */
  etag: string;
}

export async function applicationConfiguration(
  db: Db,
  caches: SettingCaches & FeatureCaches,
  input: ConfigurationInput,
): Promise<SerializedConfiguration> {
  const rest = JSON.stringify(await configurationWithoutTexts(db, caches, input));
  const texts = localizationJson(input.culture, input.includeLocalizationResources);
  // `rest` opens with `{"localization":{`: the texts go first inside that object.
  const opening = '{"localization":{';
  const json = `${opening}${texts.members},${rest.slice(opening.length)}`;
  const digest = createHash('sha1').update(rest).digest('base64url');
  return { json, etag: `W/"${texts.tag}.${digest}"` };
}
