// The desktop menu: one row of top-level links and group menus (decision 0007).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocalize } from '@crm/shared';
import { GroupMenu } from './group-menu';
import { MenuLink } from './menu-links';
import type { MenuItem } from './menu-tree';

const useStyles = makeStyles({
  menu: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flex: 1,
    minWidth: 0,
  },
});

export function MainMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <nav className={styles.menu} aria-label={label} data-testid="main-menu">
      {items.map((item) =>
        item.kind === 'link' ? (
          <MenuLink key={item.entry.name} entry={item.entry} />
        ) : (
          <GroupMenu
            key={item.group.name}
            label={localize(item.group.labelKey)}
            iconName={item.group.iconName}
            entries={item.entries}
            testId={`menu-group-${item.group.name}`}
          />
        ),
      )}
    </nav>
  );
}
