// The per-session QA override: the pins the host reads at start-up (sessionStorage
// `crm.remotePins`, the same place `?remotes=` writes to). Only names and versions are kept;
// the server resolves them to registered releases and applies them only for this user.
import { formatRemotePins, parseRemotePins, type RemotePin } from '@crm/shared/platform';

export const PINS_STORAGE_KEY = 'crm.remotePins';

export function readPins(storage: Storage = sessionStorage): RemotePin[] {
  return parseRemotePins(storage.getItem(PINS_STORAGE_KEY));
}

/** Pins `name@version` for this session, replacing an earlier pin of the same remote. */
export function pinRelease(pin: RemotePin, storage: Storage = sessionStorage): RemotePin[] {
  const pins = [...readPins(storage).filter((p) => p.name !== pin.name), pin];
  storage.setItem(PINS_STORAGE_KEY, formatRemotePins(pins));
  return pins;
}

export function unpinRemote(name: string, storage: Storage = sessionStorage): RemotePin[] {
  const pins = readPins(storage).filter((p) => p.name !== name);
  if (pins.length > 0) storage.setItem(PINS_STORAGE_KEY, formatRemotePins(pins));
  else storage.removeItem(PINS_STORAGE_KEY);
  return pins;
}

export function clearPins(storage: Storage = sessionStorage): void {
  storage.removeItem(PINS_STORAGE_KEY);
}

/** Releases grouped by remote, newest first within each. */
export function groupByRemote<T extends { name: string; createdAt: string }>(
  items: readonly T[],
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => [
      name,
      [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ]);
}
