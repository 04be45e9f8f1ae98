// The main menu as the navbar draws it: entries without a group as links, grouped entries
// gathered into their group, which takes the place of its first entry (spec order kept).
import { menuGroupNamed, type MenuEntry, type MenuGroup } from '@crm/shared/contracts';

export type MenuItem =
  { kind: 'link'; entry: MenuEntry } | { kind: 'group'; group: MenuGroup; entries: MenuEntry[] };

/** `entries` in menu order; a group with no visible entry is not drawn at all. */
export function groupMenu(entries: readonly MenuEntry[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of entries) {
    const group = menuGroupNamed(entry.parentName);
    if (!group) {
      items.push({ kind: 'link', entry });
      continue;
    }
    const members = groups.get(group.name);
    if (members) members.push(entry);
    else {
      const first = [entry];
      groups.set(group.name, first);
      items.push({ kind: 'group', group, entries: first });
    }
  }
  return items;
}

/** The group of the page at `path`, from the menu entry that leads there. */
export function groupOfPath(entries: readonly MenuEntry[], path: string): MenuGroup | undefined {
  return menuGroupNamed(entries.find((entry) => entry.path === path)?.parentName);
}

/** An item's name, unique in the main menu: its entry's, or its group's. */
export function menuItemId(item: MenuItem): string {
  return item.kind === 'link' ? `entry-${item.entry.name}` : `group-${item.group.name}`;
}
