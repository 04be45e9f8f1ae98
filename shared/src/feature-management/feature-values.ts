// The modal's values and ABP's rules over them, as pure functions: the form value of each
// feature, the toggle rule (checking a toggle checks its toggle ancestors, unchecking unchecks
// its toggle descendants) and the changes a save sends.
import type { FeatureChange, FeatureDto, FeatureGroupDto } from './feature-dtos';
import { isEditable, isToggle, isToggleOn } from './feature-controls';

/** Form values by feature name; toggles hold `'true'` or `'false'`. */
export type FeatureValues = Readonly<Record<string, string>>;

export interface FeatureIndex {
  byName: ReadonlyMap<string, FeatureDto>;
  childrenOf: ReadonlyMap<string, readonly FeatureDto[]>;
}

export function allFeatures(groups: readonly FeatureGroupDto[]): FeatureDto[] {
  return groups.flatMap((group) => group.features);
}

export function indexFeatures(groups: readonly FeatureGroupDto[]): FeatureIndex {
  const byName = new Map<string, FeatureDto>();
  const childrenOf = new Map<string, FeatureDto[]>();
  for (const feature of allFeatures(groups)) {
    byName.set(feature.name, feature);
    if (feature.parentName === null) continue;
    const siblings = childrenOf.get(feature.parentName) ?? [];
    siblings.push(feature);
    childrenOf.set(feature.parentName, siblings);
  }
  return { byName, childrenOf };
}

export function formValueOf(feature: FeatureDto): string {
  if (isToggle(feature)) return isToggleOn(feature.value) ? 'true' : 'false';
  return feature.value ?? '';
}

export function initialValues(groups: readonly FeatureGroupDto[]): FeatureValues {
  return Object.fromEntries(allFeatures(groups).map((f) => [f.name, formValueOf(f)]));
}

/** The chain of toggle parents, nearest first; it stops at the first parent that is no toggle. */
export function toggleAncestors(index: FeatureIndex, name: string): FeatureDto[] {
  const ancestors: FeatureDto[] = [];
  const seen = new Set([name]);
  let parentName = index.byName.get(name)?.parentName ?? null;
  while (parentName !== null && !seen.has(parentName)) {
    const parent = index.byName.get(parentName);
    if (!isToggle(parent)) break;
    ancestors.push(parent!);
    seen.add(parentName);
    parentName = parent!.parentName;
  }
  return ancestors;
}

/** Every toggle below the feature through toggle children only. */
export function toggleDescendants(index: FeatureIndex, name: string): FeatureDto[] {
  const descendants: FeatureDto[] = [];
  const seen = new Set([name]);
  const queue = [name];
  while (queue.length > 0) {
    const children = index.childrenOf.get(queue.pop()!) ?? [];
    for (const child of children) {
      if (!isToggle(child) || seen.has(child.name)) continue;
      seen.add(child.name);
      descendants.push(child);
      queue.push(child.name);
    }
  }
  return descendants;
}

/**
 * Sets a toggle and applies the rule to its relatives; features this provider cannot edit keep
 * their value.
 */
export function setToggle(
  values: FeatureValues,
  index: FeatureIndex,
  name: string,
  checked: boolean,
  providerName: string,
): FeatureValues {
  const relatives = checked ? toggleAncestors(index, name) : toggleDescendants(index, name);
  const next: Record<string, string> = { ...values, [name]: String(checked) };
  for (const relative of relatives) {
    if (isEditable(relative, providerName)) next[relative.name] = String(checked);
  }
  return next;
}

/** The features whose value differs from the loaded one, as `{name, value}` text. */
export function changedFeatures(initial: FeatureValues, current: FeatureValues): FeatureChange[] {
  return Object.keys(initial)
    .filter((name) => current[name] !== undefined && current[name] !== initial[name])
    .map((name) => ({ name, value: current[name]! }));
}
