import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { menuLabelKey, useLocalize, type MenuEntry } from '@crm/shared';
import { NavLink } from 'react-router';

const useStyles = makeStyles({
  link: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  active: { backgroundColor: tokens.colorBrandBackgroundPressed },
});

export function MenuLinks({
  entries,
  onNavigate,
}: {
  entries: MenuEntry[];
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  return entries.map((entry) => (
    <NavLink
      key={entry.name}
      to={entry.path}
      end={entry.path === '/'}
      onClick={onNavigate}
      className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
    >
      {localize(menuLabelKey(entry))}
    </NavLink>
  ));
}
