// ABP's feature-management DTOs (abp-contracts §3): `GetFeatureListResultDto` as valibot schemas,
// so an answer of another shape fails as an invalid response instead of breaking the modal.
import * as v from 'valibot';

const properties = v.nullish(v.record(v.string(), v.unknown()), {});

export const featureValueTypeSchema = v.looseObject({
  name: v.string(),
  properties,
  validator: v.nullish(v.looseObject({ name: v.string(), properties }), null),
  itemSource: v.nullish(
    v.looseObject({
      items: v.nullish(
        v.array(
          v.looseObject({
            value: v.string(),
            displayText: v.looseObject({ resourceName: v.string(), name: v.string() }),
          }),
        ),
        [],
      ),
    }),
    null,
  ),
});

export const featureSchema = v.looseObject({
  name: v.string(),
  displayName: v.string(),
  value: v.nullish(v.string(), null),
  provider: v.nullish(
    v.looseObject({ name: v.nullish(v.string(), null), key: v.nullish(v.string(), null) }),
    null,
  ),
  description: v.nullish(v.string(), null),
  valueType: v.nullish(featureValueTypeSchema, null),
  depth: v.nullish(v.number(), 0),
  parentName: v.nullish(v.string(), null),
});

export const featureGroupSchema = v.looseObject({
  name: v.string(),
  displayName: v.string(),
  features: v.nullish(v.array(featureSchema), []),
});

export const featureListSchema = v.looseObject({
  groups: v.nullish(v.array(featureGroupSchema), []),
});

export type FeatureValueType = v.InferOutput<typeof featureValueTypeSchema>;
export type FeatureDto = v.InferOutput<typeof featureSchema>;
export type FeatureGroupDto = v.InferOutput<typeof featureGroupSchema>;
export type FeatureList = v.InferOutput<typeof featureListSchema>;

/** One changed value as `UpdateFeaturesDto` carries it. */
export interface FeatureChange {
  name: string;
  value: string;
}

/** Which features: `T` with a tenant id, or `T` with no key for the host's own features. */
export interface FeatureProvider {
  providerName: string;
  providerKey?: string | null;
}

/** ABP's value types. */
export const VALUE_TYPES = {
  toggle: 'ToggleStringValueType',
  freeText: 'FreeTextStringValueType',
  selection: 'SelectionStringValueType',
} as const;

/** The default-value provider; values from it (or from the edited provider) are editable. */
export const DEFAULT_PROVIDER_NAME = 'D';
