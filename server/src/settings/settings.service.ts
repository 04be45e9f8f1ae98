// Setting values as the current request sees them: user → tenant → global → default. On the
// host side there is no tenant level, so the host's values are the global ones.
import type { ChangeFeed } from '../cache/change-feed';
import { identityDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import { BadRequestError } from '../errors/app-error';
import { SETTING_DEFINITIONS, SETTINGS } from './setting-definitions';
import {
  readGlobalValues,
  readScopedValues,
  writeGlobalValue,
  writeScopedValue,
} from './settings.repository';

export type SettingValues = ReadonlyMap<string, string>;

/** Resolved setting values per tenant (and user), retired by any identity change of the tenant. */
export interface SettingCaches {
  settings: StampedCache<SettingValues>;
}

export const createSettingCaches = (changes: ChangeFeed): SettingCaches => ({
  settings: new StampedCache(changes, 50_000),
});

export async function settingValues(
  scope: TenantDb,
  isHost: boolean,
  userId?: string,
): Promise<SettingValues> {
  const [global, scoped] = await Promise.all([
    readGlobalValues(scope.db),
    readScopedValues(scope, userId),
  ]);
  const values = new Map<string, string>();
  for (const definition of SETTING_DEFINITIONS) {
    const { name } = definition;
    const userValue = definition.providers.includes('U') ? scoped.user.get(name) : undefined;
    const tenantValue = isHost ? undefined : scoped.tenant.get(name);
    values.set(name, userValue ?? tenantValue ?? global.get(name) ?? definition.defaultValue);
  }
  return values;
}

/** `settingValues` of a tenant (and user), from the read cache. */
export function cachedSettingValues(
  db: Db,
  caches: SettingCaches,
  tenant: CurrentTenant,
  userId?: string,
): Promise<SettingValues> {
  return caches.settings.get(`${tenant.id}:${userId ?? ''}`, identityDeps(tenant.id), () =>
    inTenant(db, tenant.id, (scope) => settingValues(scope, tenant.isHost, userId)),
  );
}

/** Reads one setting's value (for code: any setting, visible or not). */
export function settingReader(values: SettingValues) {
  return (name: string): string | undefined => values.get(name);
}

/** Stores a value for the current side: global on the host, the tenant's own in a tenant. */
export async function setSettingForSide(
  scope: TenantDb,
  isHost: boolean,
  name: string,
  value: string | null,
): Promise<void> {
  if (!SETTINGS.has(name)) throw new BadRequestError('Crm:UnknownSetting', [name]);
  if (isHost) await writeGlobalValue(scope.db, name, value);
  else await writeScopedValue(scope, 'T', '', name, value);
}
