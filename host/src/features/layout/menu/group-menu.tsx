// One menu group (Reports, Contracts, Account, Administration) as a Fluent menu: the button
// names the group, which is also the list's accessible name; Enter, Space or ArrowDown open it,
// the arrow keys move, Escape closes it and gives focus back to the button.
import {
  makeStyles,
  Menu,
  MenuButton,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import type { MenuEntry } from '@crm/shared';
import { useLocation } from '@crm/shared/routing';
import { isCurrentPath } from './current-path';
import { MenuEntryItem } from './menu-entry-item';
import { menuIcon } from './menu-icon';

const useStyles = makeStyles({
  trigger: { whiteSpace: 'nowrap', minWidth: 'auto' },
  holdsCurrent: {
    backgroundColor: tokens.colorBrandBackgroundPressed,
    boxShadow: `inset 0 -2px 0 ${tokens.colorNeutralForegroundOnBrand}`,
  },
});

export interface GroupMenuProps {
  label: string;
  iconName?: string | undefined;
  entries: readonly MenuEntry[];
  testId: string;
  /** On a narrow screen the button shows only its icon; the group's name stays its label. */
  compact?: boolean;
}

export function GroupMenu({ label, iconName, entries, testId, compact = false }: GroupMenuProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const holdsCurrent = entries.some((entry) => isCurrentPath(entry.path, pathname));
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="primary"
          icon={menuIcon(iconName)}
          className={holdsCurrent ? `${styles.trigger} ${styles.holdsCurrent}` : styles.trigger}
          data-testid={testId}
          {...(compact ? { 'aria-label': label, title: label } : {})}
        >
          {compact ? null : label}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList data-testid={`${testId}-list`}>
          {entries.map((entry) => (
            <MenuEntryItem key={entry.name} entry={entry} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
