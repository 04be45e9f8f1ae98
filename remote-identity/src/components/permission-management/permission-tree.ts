// The permission modal's rules as pure functions over a tree built once per load. What is
// granted is a set of names; every change makes a new set, so rows can be memoised on whether
// their own name is in it. Rules: granting a permission grants its ancestors; revoking one
// revokes its descendants; grants from another provider are locked (always granted here).
import type {
  PermissionChange,
  PermissionListDto,
  ProviderInfoDto,
} from '../../api/permission-dtos';

export interface PermissionNode {
  name: string;
  displayName: string;
  groupName: string;
  parentName: string | null;
  depth: number;
  children: readonly string[];
  /** Grants by other providers (e.g. a role of the edited user); non-empty means locked. */
  lockedBy: readonly ProviderInfoDto[];
}

export interface PermissionGroupNode {
  name: string;
  displayName: string;
  /** The group's permissions, each parent before its children. */
  names: readonly string[];
}

export interface PermissionTree {
  nodes: ReadonlyMap<string, PermissionNode>;
  groups: readonly PermissionGroupNode[];
}

export type Granted = ReadonlySet<string>;

function depthOf(name: string, parents: ReadonlyMap<string, string | null>): number {
  let depth = 0;
  const seen = new Set([name]);
  for (let parent = parents.get(name); parent != null && !seen.has(parent);) {
    seen.add(parent);
    depth += 1;
    parent = parents.get(parent);
  }
  return depth;
}

/** Orders a group depth-first (parents before children, siblings in the server's order). */
function displayOrder(names: string[], children: ReadonlyMap<string, string[]>, roots: string[]) {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    ordered.push(name);
    for (const child of children.get(name) ?? []) visit(child);
  };
  roots.forEach(visit);
  names.forEach(visit); // anything left by a cycle in bad data
  return ordered;
}

export function buildPermissionTree(list: PermissionListDto, providerName: string): PermissionTree {
  const all = list.groups.flatMap((group) =>
    group.permissions.map((permission) => ({ permission, groupName: group.name })),
  );
  const parents = new Map(all.map(({ permission }) => [permission.name, permission.parentName]));
  const children = new Map<string, string[]>();
  for (const { permission } of all) {
    if (permission.parentName === null || !parents.has(permission.parentName)) continue;
    const siblings = children.get(permission.parentName) ?? [];
    siblings.push(permission.name);
    children.set(permission.parentName, siblings);
  }
  const nodes = new Map<string, PermissionNode>();
  for (const { permission, groupName } of all) {
    nodes.set(permission.name, {
      name: permission.name,
      displayName: permission.displayName,
      groupName,
      parentName: parents.has(permission.parentName ?? '') ? permission.parentName : null,
      depth: depthOf(permission.name, parents),
      children: children.get(permission.name) ?? [],
      lockedBy: permission.grantedProviders.filter((p) => p.providerName !== providerName),
    });
  }
  const groups = list.groups.map((group) => {
    const names = group.permissions.map((p) => p.name);
    const roots = names.filter((name) => nodes.get(name)!.parentName === null);
    return {
      name: group.name,
      displayName: group.displayName,
      names: displayOrder(names, children, roots),
    };
  });
  return { nodes, groups };
}

export function isLocked(node: PermissionNode | undefined): boolean {
  return (node?.lockedBy.length ?? 0) > 0;
}

export function initialGranted(list: PermissionListDto): Granted {
  return new Set(
    list.groups.flatMap((group) => group.permissions.filter((p) => p.isGranted).map((p) => p.name)),
  );
}

function withAncestors(tree: PermissionTree, next: Set<string>, name: string): void {
  const seen = new Set<string>();
  for (let current: string | null = name; current !== null && !seen.has(current);) {
    seen.add(current);
    next.add(current);
    current = tree.nodes.get(current)?.parentName ?? null;
  }
}

function withoutDescendants(tree: PermissionTree, next: Set<string>, name: string): void {
  const queue = [name];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const node = tree.nodes.get(current);
    if (!isLocked(node)) next.delete(current);
    queue.push(...(node?.children ?? []));
  }
}

/** Grants (with its ancestors) or revokes (with its descendants) one permission. */
export function setPermission(
  tree: PermissionTree,
  granted: Granted,
  name: string,
  isGranted: boolean,
): Granted {
  const node = tree.nodes.get(name);
  if (!node || isLocked(node) || granted.has(name) === isGranted) return granted;
  const next = new Set(granted);
  if (isGranted) withAncestors(tree, next, name);
  else withoutDescendants(tree, next, name);
  return next;
}

/** Grants or revokes every permission of the given names (locked ones stay granted). */
export function setMany(
  tree: PermissionTree,
  granted: Granted,
  names: readonly string[],
  isGranted: boolean,
): Granted {
  const next = new Set(granted);
  for (const name of names) {
    if (isGranted) withAncestors(tree, next, name);
    else withoutDescendants(tree, next, name);
  }
  return next;
}

export function allNames(tree: PermissionTree): string[] {
  return tree.groups.flatMap((group) => group.names);
}

export function grantedCount(names: readonly string[], granted: Granted): number {
  return names.reduce((count, name) => (granted.has(name) ? count + 1 : count), 0);
}

/** A select-all box: on when all are granted, mixed when some are. */
export function selectionOf(names: readonly string[], granted: Granted): boolean | 'mixed' {
  const count = grantedCount(names, granted);
  if (count === 0) return false;
  return count === names.length ? true : 'mixed';
}

/** What a save sends: the permissions whose grant differs from the loaded one. */
export function permissionChanges(
  tree: PermissionTree,
  initial: Granted,
  current: Granted,
): PermissionChange[] {
  return allNames(tree)
    .filter((name) => initial.has(name) !== current.has(name))
    .map((name) => ({ name, isGranted: current.has(name) }));
}
