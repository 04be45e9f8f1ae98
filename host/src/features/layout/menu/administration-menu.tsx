import { useLocalize, type MenuEntry } from '@crm/shared';
import { menuGroupNamed } from '@crm/shared/contracts';
import { GroupMenu } from './group-menu';
import { ADMINISTRATION } from './menu';

/** The Administration group: kept out of the main menu (spec §2), offered as its own menu. */
export function AdministrationMenu({
  entries,
  compact = false,
}: {
  entries: MenuEntry[];
  compact?: boolean;
}) {
  const localize = useLocalize();
  const group = menuGroupNamed(ADMINISTRATION)!;
  if (entries.length === 0) return null;
  return (
    <GroupMenu
      label={localize(group.labelKey)}
      iconName={group.iconName}
      entries={entries}
      testId="administration-menu"
      compact={compact}
    />
  );
}
