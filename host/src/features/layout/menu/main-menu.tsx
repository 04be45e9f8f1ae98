// The desktop menu: one row of top-level links and group menus (decision 0007). What does not fit
// the row (English labels are longer, the tenant admin has the most entries) moves, from the end,
// into the «More» menu, so that no entry is cut off and the header never takes a second row.
import { makeStyles, Overflow, OverflowItem, tokens } from '@fluentui/react-components';
import { menuLabelKey, useLocalize } from '@crm/shared';
import { useEffect, useState } from 'react';
import { GroupMenu } from './group-menu';
import { MenuLink } from './menu-links';
import { menuItemId, type MenuItem } from './menu-tree';
import { MoreMenu } from './more-menu';

const useStyles = makeStyles({
  menu: {
    display: 'flex',
    alignItems: 'center',
    flex: 1,
    minWidth: 0,
  },
  // An entry keeps its full width: it moves into «More» rather than shrink. The space after it is
  // its own padding, not the row's gap, which the overflow's measure of widths would not count
  // (so the overflow needs no padding of its own: the admin's «Contracts» fits at 1,280 px by 1 px).
  item: { display: 'flex', flexShrink: 0, paddingInlineEnd: tokens.spacingHorizontalXS },
});

/** True once the page's fonts are loaded: until then every width measured is a fallback's. */
function useFontsLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.fonts?.status === 'loaded');
  useEffect(() => {
    if (loaded || !document.fonts) return;
    let live = true;
    void document.fonts.ready.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

export function MainMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const styles = useStyles();
  const localize = useLocalize();
  const labels = items.map((item) =>
    localize(item.kind === 'link' ? menuLabelKey(item.entry) : item.group.labelKey),
  );
  // Fluent's overflow measures again only when the row itself resizes: new texts (another
  // language, resources arriving) or fonts measure afresh by drawing the row anew.
  const measureKey = `${String(useFontsLoaded())}|${labels.join('|')}`;
  return (
    <Overflow key={measureKey} padding={0}>
      <nav className={styles.menu} aria-label={label} data-testid="main-menu">
        {items.map((item) => (
          <OverflowItem key={menuItemId(item)} id={menuItemId(item)}>
            <div className={styles.item}>
              {item.kind === 'link' ? (
                <MenuLink entry={item.entry} />
              ) : (
                <GroupMenu
                  label={localize(item.group.labelKey)}
                  iconName={item.group.iconName}
                  entries={item.entries}
                  testId={`menu-group-${item.group.name}`}
                />
              )}
            </div>
          </OverflowItem>
        ))}
        <MoreMenu items={items} />
      </nav>
    </Overflow>
  );
}
