// The permission modal's state: the tree loaded when opened, what is granted, the selected tab,
// and saving only the changes (then refreshing the app configuration when the edited role or
// user is the current user's).
import { getCurrentUser, refreshAppState, toast } from '@crm/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getPermissions, updatePermissions } from '../../api/permission-api';
import type { PermissionProvider } from '../../api/permission-dtos';
import {
  allNames,
  buildPermissionTree,
  initialGranted,
  permissionChanges,
  setMany,
  setPermission,
  type Granted,
  type PermissionTree,
} from './permission-tree';

export type PermissionLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entityDisplayName: string; tree: PermissionTree; initial: Granted };

/** Whether the current user's own permissions change with this provider's. */
export function affectsCurrentUser({ providerName, providerKey }: PermissionProvider): boolean {
  const user = getCurrentUser();
  if (!user) return false;
  return providerName === 'U'
    ? user.id === providerKey
    : (user.roles ?? []).some((role) => role === providerKey);
}

export interface UsePermissionManagementOptions extends PermissionProvider {
  open: boolean;
  close: () => void;
}

export function usePermissionManagement(options: UsePermissionManagementOptions) {
  const { open, providerName, providerKey, close } = options;
  const provider = useMemo(() => ({ providerName, providerKey }), [providerName, providerKey]);
  const [load, setLoad] = useState<PermissionLoad>({ status: 'loading' });
  const [granted, setGranted] = useState<Granted>(new Set());
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const treeRef = useRef<PermissionTree | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoad({ status: 'loading' });
    getPermissions(provider).then(
      (list) => {
        if (!current) return;
        const tree = buildPermissionTree(list, provider.providerName);
        const initial = initialGranted(list);
        treeRef.current = tree;
        setLoad({ status: 'ready', entityDisplayName: list.entityDisplayName, tree, initial });
        setGranted(initial);
      },
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, provider]);

  const changes = useMemo(
    () => (load.status === 'ready' ? permissionChanges(load.tree, load.initial, granted) : []),
    [load, granted],
  );

  // Stable callbacks (reading the tree from a ref), so memoised rows do not re-render for them.
  const toggle = useCallback((name: string, isGranted: boolean) => {
    const tree = treeRef.current;
    if (tree) setGranted((current) => setPermission(tree, current, name, isGranted));
  }, []);

  const setAllOf = useCallback((names: readonly string[] | 'all', isGranted: boolean) => {
    const tree = treeRef.current;
    if (!tree) return;
    const targets = names === 'all' ? allNames(tree) : names;
    setGranted((current) => setMany(tree, current, targets, isGranted));
  }, []);

  const save = useCallback(async () => {
    if (busyRef.current || load.status !== 'ready') return;
    if (changes.length === 0) return close();
    busyRef.current = true;
    setBusy(true);
    try {
      await updatePermissions(provider, changes);
      toast.success('AbpUi::SavedSuccessfully');
      if (affectsCurrentUser(provider)) await refreshAppState();
      close();
    } catch {
      // Reported by the HTTP client's error handler; the modal stays open.
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [load.status, changes, close, provider]);

  return { load, granted, changes, busy, toggle, setAllOf, save };
}
