// One menu entry inside a Fluent menu (a group's list, the «More» list): a link with its icon,
// followed in the app (a plain click) or as a link (a click with a modifier key).
import { makeStyles, MenuItemLink, tokens } from '@fluentui/react-components';
import { menuLabelKey, useLocalize, type MenuEntry } from '@crm/shared';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@crm/shared/routing';
import { isCurrentPath } from './current-path';
import { menuIcon } from './menu-icon';

const useStyles = makeStyles({
  current: { fontWeight: tokens.fontWeightSemibold },
});

export function MenuEntryItem({ entry }: { entry: MenuEntry }) {
  const styles = useStyles();
  const localize = useLocalize();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = isCurrentPath(entry.path, pathname);
  const follow = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(entry.path);
  };
  return (
    <MenuItemLink
      href={entry.path}
      icon={menuIcon(entry.iconName)}
      aria-current={current ? 'page' : undefined}
      className={current ? styles.current : undefined}
      onClick={follow}
      data-testid={`menu-item-${entry.name}`}
    >
      {localize(menuLabelKey(entry))}
    </MenuItemLink>
  );
}
