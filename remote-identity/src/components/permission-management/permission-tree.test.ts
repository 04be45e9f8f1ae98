import {
  allNames,
  buildPermissionTree,
  grantedCount,
  initialGranted,
  isLocked,
  permissionChanges,
  selectionOf,
  setMany,
  setPermission,
  type Granted,
  type PermissionTree,
} from './permission-tree';
import { generatedList, permission, sampleList } from './test-permissions';

const sorted = (granted: Granted) => [...granted].sort();

describe('the permission tree', () => {
  const tree = buildPermissionTree(sampleList(), 'U');

  it('knows each permission’s depth, children and group, parents before children', () => {
    expect(tree.nodes.get('Users.Update.ManageRoles')).toMatchObject({
      depth: 2,
      groupName: 'Identity',
      parentName: 'Users.Update',
    });
    expect(tree.nodes.get('Users')!.children).toEqual(['Users.Create', 'Users.Update']);
    expect(tree.groups.map((g) => g.names)).toEqual([
      ['Users', 'Users.Create', 'Users.Update', 'Users.Update.ManageRoles', 'Roles'],
      ['Reports', 'Reports.Twrr'],
    ]);
  });

  it('orders children after their parent even when the server lists them first', () => {
    const list = {
      entityDisplayName: 'x',
      groups: [
        {
          name: 'G',
          displayName: 'G',
          permissions: [permission('A.B', 'A'), permission('A', null)],
        },
      ],
    };
    expect(buildPermissionTree(list, 'R').groups[0]!.names).toEqual(['A', 'A.B']);
  });

  it('locks permissions granted by another provider than the edited one', () => {
    expect(isLocked(tree.nodes.get('Users.Update'))).toBe(true);
    expect(tree.nodes.get('Users.Update')!.lockedBy).toEqual([
      { providerName: 'R', providerKey: 'admin' },
    ]);
    expect(isLocked(tree.nodes.get('Users.Create'))).toBe(false);
    expect(isLocked(buildPermissionTree(sampleList(), 'R').nodes.get('Users.Update'))).toBe(false);
  });
});

describe('granting and revoking', () => {
  const tree = buildPermissionTree(sampleList(), 'U');
  const initial = initialGranted(sampleList());

  it('grants a permission’s ancestors with it', () => {
    const none = setMany(tree, initial, allNames(tree), false);
    expect(sorted(none)).toEqual(['Users.Update']);
    expect(sorted(setPermission(tree, none, 'Users.Update.ManageRoles', true))).toEqual([
      'Users',
      'Users.Update',
      'Users.Update.ManageRoles',
    ]);
    expect(sorted(setPermission(tree, none, 'Reports.Twrr', true))).toEqual([
      'Reports',
      'Reports.Twrr',
      'Users.Update',
    ]);
  });

  it('revokes a permission’s descendants with it, except locked ones', () => {
    const all = setMany(tree, initial, allNames(tree), true);
    const next = setPermission(tree, all, 'Users', false);
    expect(sorted(next)).toEqual(['Reports', 'Reports.Twrr', 'Roles', 'Users.Update']);
  });

  it('never changes a locked permission, and returns the same set when nothing changes', () => {
    expect(setPermission(tree, initial, 'Users.Update', false)).toBe(initial);
    expect(setPermission(tree, initial, 'Users', true)).toBe(initial);
    expect(setPermission(tree, initial, 'Unknown', true)).toBe(initial);
  });

  it('selects all of a tab or of everything, and reports the select-all state', () => {
    const identity = tree.groups[0]!.names;
    expect(selectionOf(identity, initial)).toBe('mixed');
    const tab = setMany(tree, initial, identity, true);
    expect(selectionOf(identity, tab)).toBe(true);
    expect(selectionOf(tree.groups[1]!.names, tab)).toBe(false);
    expect(grantedCount(identity, tab)).toBe(5);
    const cleared = setMany(tree, tab, allNames(tree), false);
    expect(selectionOf(identity, cleared)).toBe('mixed');
    expect(grantedCount(identity, cleared)).toBe(1);
  });

  it('sends only the changes', () => {
    expect(permissionChanges(tree, initial, initial)).toEqual([]);
    let next = setPermission(tree, initial, 'Reports.Twrr', true);
    next = setPermission(tree, next, 'Users.Create', false);
    expect(permissionChanges(tree, initial, next)).toEqual([
      { name: 'Users.Create', isGranted: false },
      { name: 'Reports', isGranted: true },
      { name: 'Reports.Twrr', isGranted: true },
    ]);
    const back = setPermission(
      tree,
      setPermission(tree, next, 'Reports', false),
      'Users.Create',
      true,
    );
    expect(permissionChanges(tree, initial, back)).toEqual([]);
  });
});

describe('with 400 permissions', () => {
  const list = generatedList(400);

  /** Every granted permission that is not locked has its parent granted. */
  function parentsHold(tree: PermissionTree, granted: Granted): boolean {
    return [...granted].every((name) => {
      const node = tree.nodes.get(name)!;
      return isLocked(node) || node.parentName === null || granted.has(node.parentName);
    });
  }

  it('generates a deep tree', () => {
    const tree = buildPermissionTree(list, 'R');
    expect(tree.nodes.size).toBe(400);
    expect(Math.max(...[...tree.nodes.values()].map((node) => node.depth))).toBe(3);
  });

  /** The tree with its node lookups counted: the work a change does, measured without a clock. */
  function countingLookups(tree: PermissionTree) {
    const counter = { lookups: 0 };
    const nodes = new Map(tree.nodes);
    const get = nodes.get.bind(nodes);
    nodes.get = (name) => ((counter.lookups += 1), get(name));
    return { tree: { ...tree, nodes }, counter };
  }

  function subtreeSize(tree: PermissionTree, name: string): number {
    const children = tree.nodes.get(name)!.children;
    return 1 + children.reduce((size, child) => size + subtreeSize(tree, child), 0);
  }

  it('keeps the rules through random changes, each touching only its own branch', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const plain = buildPermissionTree(list, 'R');
    const { tree, counter } = countingLookups(plain);
    const names = allNames(tree);
    let granted = initialGranted(list);
    let holds = true;
    let withinBranch = true;
    for (let step = 0; step < 2000; step += 1) {
      const name = names[Math.floor(random() * names.length)]!;
      const grant = random() < 0.6;
      counter.lookups = 0;
      granted = setPermission(tree, granted, name, grant);
      // A grant walks up to the root (depth + 1 nodes), a revoke down its own subtree; plus the
      // lookup of the permission itself. Never the other 400.
      const branch = grant ? plain.nodes.get(name)!.depth + 1 : subtreeSize(plain, name);
      withinBranch &&= counter.lookups <= branch + 1;
      if (step % 500 === 0) granted = setMany(tree, granted, tree.groups[step % 4]!.names, true);
      holds &&= parentsHold(tree, granted);
    }
    expect(holds).toBe(true);
    expect(withinBranch).toBe(true);
  });
});
