// The desktop menu's «More» button: the entries that do not fit on the header's one row, in the
// menu's order, a group's entries under the group's name. It is drawn only while some overflow.
import {
  makeStyles,
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { useLocalize, useTranslation } from '@crm/shared';
import { MenuEntryItem } from './menu-entry-item';
import { menuItemId, type MenuItem } from './menu-tree';

const useStyles = makeStyles({
  trigger: { whiteSpace: 'nowrap', minWidth: 'auto' },
});

/** One item of the main menu in the «More» list, while the row has no room for it. */
function HiddenItem({ item }: { item: MenuItem }) {
  const localize = useLocalize();
  if (useIsOverflowItemVisible(menuItemId(item))) return null;
  if (item.kind === 'link') return <MenuEntryItem entry={item.entry} />;
  return (
    <MenuGroup data-testid={`menu-more-group-${item.group.name}`}>
      <MenuGroupHeader>{localize(item.group.labelKey)}</MenuGroupHeader>
      {item.entries.map((entry) => (
        <MenuEntryItem key={entry.name} entry={entry} />
      ))}
    </MenuGroup>
  );
}

export function MoreMenu({ items }: { items: MenuItem[] }) {
  const styles = useStyles();
  const { t } = useTranslation('host');
  const { ref, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          ref={ref}
          appearance="primary"
          className={styles.trigger}
          data-testid="menu-more"
        >
          {t('MoreMenu')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList data-testid="menu-more-list">
          {items.map((item) => (
            <HiddenItem key={menuItemId(item)} item={item} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
