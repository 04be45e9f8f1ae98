// The host administrator's home (issue 38): the host holds no basket, so instead of a customer's
// empty dashboard its home lists what the host administers (tenants, releases, remote health,
// features, settings…), as the menus this user may see offer them.
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { menuLabelKey, useLocalize, useTranslation, type MenuEntry } from '@crm/shared';
import { Link } from '@crm/shared/routing';
import { menuIcon } from '../layout/menu/menu-icon';
import { useVisibleMenu } from '../layout/menu/use-visible-menu';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1, display: 'inline-flex' },
});

/** Every page the host administrator may open, Home itself left out. */
function useHostPages(): MenuEntry[] {
  const { main, administration } = useVisibleMenu();
  const mainEntries = main.flatMap((item) => (item.kind === 'group' ? item.entries : [item.entry]));
  return [...administration, ...mainEntries].filter((entry) => entry.path !== '/');
}

export default function HostHome() {
  const styles = useStyles();
  const { t } = useTranslation('host');
  const localize = useLocalize();
  const pages = useHostPages();
  return (
    <section className={styles.page} data-testid="page-host-home">
      <Text as="h1" size={700} weight="semibold">
        {t('HostHome.Title')}
      </Text>
      <Text>{t('HostHome.Intro')}</Text>
      <ul className={styles.grid} aria-label={t('HostHome.Title')}>
        {pages.map((entry) => (
          <li key={entry.name}>
            <Link to={entry.path} className={styles.card} data-testid={`host-home-${entry.name}`}>
              <span className={styles.icon} aria-hidden>
                {menuIcon(entry.iconName)}
              </span>
              {localize(menuLabelKey(entry))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
