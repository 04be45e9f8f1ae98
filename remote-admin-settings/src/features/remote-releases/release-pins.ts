// The per-session QA override: the pins the host reads at start-up (the session cookie of
// pin-storage.ts in @crm/shared, the same place `?remotes=` writes to), one per remote. Only
// names and versions are kept; the server resolves them to registered releases and applies them
// only for a user allowed to pin.
import { readPins, writePins, type RemotePin } from '@crm/shared/platform';

export { readPins };

/** Pins `name@version` for this session, replacing an earlier pin of the same remote. */
export function pinRelease(pin: RemotePin): RemotePin[] {
  const pins = [...readPins().filter((p) => p.name !== pin.name), pin];
  writePins(pins);
  return pins;
}

export function unpinRemote(name: string): RemotePin[] {
  const pins = readPins().filter((p) => p.name !== name);
  writePins(pins);
  return pins;
}

export function clearPins(): void {
  writePins([]);
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
