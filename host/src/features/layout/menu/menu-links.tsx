import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { menuLabelKey, useLocalize, type MenuEntry } from '@crm/shared';
import { NavLink } from '@crm/shared/routing';
import { menuIcon } from './menu-icon';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForegroundOnBrand,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  icon: { fontSize: '20px' },
  active: { backgroundColor: tokens.colorBrandBackgroundPressed },
});

/** A menu entry as a link with its icon; the router marks the current page (aria-current). */
export function MenuLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <NavLink
      to={entry.path}
      end={entry.path === '/'}
      onClick={onNavigate}
      className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
    >
      <span className={styles.icon}>{menuIcon(entry.iconName)}</span>
      {localize(menuLabelKey(entry))}
    </NavLink>
  );
}
