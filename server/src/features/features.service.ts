// Feature values of one tenant (or the host, under the host's tenant id) and ABP's DTOs.
import type { ChangeFeed } from '../cache/change-feed';
import { identityDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { BadRequestError, ValidationError } from '../errors/app-error';
import { localize } from '../localization/localizer';
import type { Culture } from '../web/culture';
import { FEATURE_GROUPS, FEATURES, isValidFeatureValue } from './feature-definitions';
import { deleteFeatureValues, readFeatureValues, writeFeatureValues } from './features.repository';

export async function featureValues(scope: TenantDb): Promise<Map<string, string>> {
  const stored = await readFeatureValues(scope);
  return new Map(
    [...FEATURES.values()].map((feature) => [
      feature.name,
      stored.get(feature.name) ?? feature.defaultValue,
    ]),
  );
}

/** Each tenant's feature values, retired by any identity change of the tenant. */
export interface FeatureCaches {
  features: StampedCache<ReadonlyMap<string, string>>;
}

export const createFeatureCaches = (changes: ChangeFeed): FeatureCaches => ({
  features: new StampedCache(changes, 10_000),
});

/** `featureValues` of a tenant (or the host), from the read cache. */
export function cachedFeatureValues(
  db: Db,
  caches: FeatureCaches,
  tenantId: string,
): Promise<ReadonlyMap<string, string>> {
  return caches.features.get(tenantId, identityDeps(tenantId), () =>
    inTenant(db, tenantId, featureValues),
  );
}

export async function featureList(
  scope: TenantDb,
  culture: Culture,
  provider: { name: string; key: string | null },
) {
  const stored = await readFeatureValues(scope);
  return {
    groups: FEATURE_GROUPS.map((group) => ({
      name: group.name,
      displayName: localize(culture, group.displayName),
      features: group.features.map((feature) => ({
        name: feature.name,
        displayName: localize(culture, feature.displayName),
        value: stored.get(feature.name) ?? feature.defaultValue,
        provider: stored.has(feature.name) ? provider : { name: 'D', key: null },
        description: feature.description ? localize(culture, feature.description) : null,
        valueType: feature.valueType,
        depth: feature.depth,
        parentName: feature.parentName,
      })),
    })),
  };
}

/** Checks every value first, then stores them all (toggles normalized to `true`/`false`). */
export async function updateFeatures(scope: TenantDb, features: { name: string; value: string }[]) {
  const normalized = features.map(({ name, value }) => {
    const feature = FEATURES.get(name);
    if (!feature) throw new BadRequestError('Crm:UnknownFeature', [name]);
    if (!isValidFeatureValue(feature, value)) {
      const invalid = { message: 'invalid', members: ['features'], key: 'ThisFieldIsNotValid.' };
      throw new ValidationError([invalid], 'Crm:InvalidFeatureValue', [name, value]);
    }
    const text =
      feature.valueType.name === 'ToggleStringValueType' ? value.toLowerCase() : value.trim();
    return { name, value: text };
  });
  await writeFeatureValues(scope, normalized);
}

export function resetFeatures(scope: TenantDb): Promise<void> {
  return deleteFeatureValues(scope);
}

/** Whose features a call manages: a tenant's (`T` + its id) or the host's own (`T`, no key). */
export interface FeatureTarget {
  tenantId: string;
  provider: { name: string; key: string | null };
}

export function targetFeatureList(db: Db, target: FeatureTarget, culture: Culture) {
  return inTenant(db, target.tenantId, (scope) => featureList(scope, culture, target.provider));
}

export function updateTargetFeatures(
  db: Db,
  target: FeatureTarget,
  features: { name: string; value: string }[],
): Promise<void> {
  return inTenant(db, target.tenantId, (scope) => updateFeatures(scope, features));
}

export function resetTargetFeatures(db: Db, target: FeatureTarget): Promise<void> {
  return inTenant(db, target.tenantId, resetFeatures);
}
