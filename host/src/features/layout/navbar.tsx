import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { authStore, useLocalize } from '@crm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useShellStore } from '../startup/shell-store';
import { AddContractButton } from './add-contract-button';
import { AdministrationMenu } from './administration-menu';
import { LanguageSwitch } from './language-switch';
import { MenuLinks } from './menu-links';
import { useVisibleMenu } from './use-visible-menu';
import { navbarMode, useViewportWidth } from './use-viewport-width';
import { UserArea } from './user-area';

const useStyles = makeStyles({
  header: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXS,
  },
  logo: {
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
  },
  menu: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', flex: 1 },
  spacer: { flex: 1 },
  drawer: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalXS,
  },
});

const DRAWER_ID = 'hamburger-menu';

/** Escape closes an open disclosure (the narrow screen's menu), wherever focus is. */
function useCloseOnEscape(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** Spec §2: logo, menu, hamburger below 992 px, desktop menu hidden below 780 px, user area. */
export function Navbar() {
  const styles = useStyles();
  const localize = useLocalize();
  const { t } = useTranslation('host');
  const mode = navbarMode(useViewportWidth());
  const [open, setOpen] = useState(false);
  const menu = useVisibleMenu();
  const fullAccess = useShellStore((state) => state.menuAccess.full);
  const signedIn = useStore(authStore, (state) => state.tokens !== undefined);
  const hamburger = useRef<HTMLButtonElement>(null);
  useCloseOnEscape(open, () => {
    setOpen(false);
    hamburger.current?.focus();
  });
  return (
    <header className={styles.header} data-testid="navbar">
      <div className={styles.bar}>
        {mode.hamburger && (
          <Button
            appearance="primary"
            icon={<NavigationRegular />}
            aria-label={localize('Crm::ToggleNavigation')}
            aria-expanded={open}
            aria-controls={open ? DRAWER_ID : undefined}
            ref={hamburger}
            onClick={() => setOpen(!open)}
            data-testid="hamburger"
          />
        )}
        <Text className={styles.logo}>{localize('Crm::AppName')}</Text>
        {mode.desktopMenu ? (
          <nav className={styles.menu} aria-label={t('MainMenu')} data-testid="main-menu">
            <MenuLinks entries={menu.main} />
          </nav>
        ) : (
          <span className={styles.spacer} />
        )}
        <AdministrationMenu entries={menu.administration} />
        {signedIn && !fullAccess && <AddContractButton />}
        <LanguageSwitch compact={mode.hamburger} />
        <UserArea compact={mode.hamburger} />
      </div>
      {mode.hamburger && open && (
        <nav
          id={DRAWER_ID}
          className={styles.drawer}
          aria-label={t('MainMenu')}
          data-testid="hamburger-menu"
        >
          <MenuLinks entries={menu.main} onNavigate={() => setOpen(false)} />
        </nav>
      )}
    </header>
  );
}
