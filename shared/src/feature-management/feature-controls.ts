// How a feature is edited, from its value type (spec §3): a toggle is a checkbox, free text a
// text box (a number box when its validator is NUMERIC), a selection a dropdown — and only
// when it has items. Anything else is not shown.
import { DEFAULT_PROVIDER_NAME, VALUE_TYPES, type FeatureDto } from './feature-dtos';

export interface SelectionItem {
  value: string;
  resourceName: string;
  name: string;
}

export type FeatureControl =
  | { kind: 'toggle' }
  | { kind: 'text' }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'selection'; items: SelectionItem[] }
  | { kind: 'hidden' };

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function numericControl(properties: Record<string, unknown>): FeatureControl {
  const min = numberOf(properties.MinValue);
  const max = numberOf(properties.MaxValue);
  return {
    kind: 'number',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

export function controlOf(feature: FeatureDto): FeatureControl {
  const valueType = feature.valueType;
  switch (valueType?.name) {
    case VALUE_TYPES.toggle:
      return { kind: 'toggle' };
    case VALUE_TYPES.freeText:
      return valueType.validator?.name.toUpperCase() === 'NUMERIC'
        ? numericControl(valueType.validator.properties ?? {})
        : { kind: 'text' };
    case VALUE_TYPES.selection: {
      const items = (valueType.itemSource?.items ?? []).map((item) => ({
        value: item.value,
        resourceName: item.displayText.resourceName,
        name: item.displayText.name,
      }));
      return items.length > 0 ? { kind: 'selection', items } : { kind: 'hidden' };
    }
    default:
      return { kind: 'hidden' };
  }
}

export function isToggle(feature: FeatureDto | undefined): boolean {
  return feature?.valueType?.name === VALUE_TYPES.toggle;
}

/** A toggle is on when its value is `true` in any letter case. */
export function isToggleOn(value: string | null | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'true';
}

/**
 * A value set by another provider (an edition, the configuration…) cannot be changed here; the
 * default provider's and the edited provider's own values can.
 */
export function isEditable(feature: FeatureDto, providerName: string): boolean {
  const owner = feature.provider?.name;
  return !owner || owner === providerName || owner === DEFAULT_PROVIDER_NAME;
}
