// The narrow screen's menu: every entry as a link, grouped under its group's name, which
// assistive technology announces as the group's label.
import { makeStyles, tokens, useId } from '@fluentui/react-components';
import { useLocalize } from '@crm/shared';
import { MenuLink } from './menu-links';
import type { MenuItem } from './menu-tree';

const useStyles = makeStyles({
  drawer: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalXS,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  groupName: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0`,
  },
});

function DrawerGroup({
  item,
  onNavigate,
}: {
  item: MenuItem & { kind: 'group' };
  onNavigate: () => void;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  const nameId = useId('menu-group-');
  return (
    <div role="group" aria-labelledby={nameId} className={styles.group}>
      <span id={nameId} className={styles.groupName}>
        {localize(item.group.labelKey)}
      </span>
      {item.entries.map((entry) => (
        <MenuLink key={entry.name} entry={entry} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

export function DrawerMenu({
  id,
  items,
  label,
  onNavigate,
}: {
  id: string;
  items: MenuItem[];
  label: string;
  onNavigate: () => void;
}) {
  const styles = useStyles();
  return (
    <nav id={id} className={styles.drawer} aria-label={label} data-testid="hamburger-menu">
      {items.map((item) =>
        item.kind === 'link' ? (
          <MenuLink key={item.entry.name} entry={item.entry} onNavigate={onNavigate} />
        ) : (
          <DrawerGroup key={item.group.name} item={item} onNavigate={onNavigate} />
        ),
      )}
    </nav>
  );
}
