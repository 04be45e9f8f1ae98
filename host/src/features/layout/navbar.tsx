import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { authStore, useAudience, useLocalize, useTranslation } from '@crm/shared';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useShellStore } from '../startup/shell-store';
import { AddContractButton } from './add-contract-button';
import { LanguageSwitch } from './language-switch';
import { AdministrationMenu } from './menu/administration-menu';
import { HomeLink } from './home-link';
import { DrawerMenu } from './menu/drawer-menu';
import { MainMenu } from './menu/main-menu';
import { useVisibleMenu } from './menu/use-visible-menu';
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
    // Only a very narrow screen may need a second row; at 1366 px everything fits on one.
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXS,
  },
  spacer: { flex: 1 },
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

/**
 * Spec §2: logo, menu, hamburger below 992 px, desktop menu hidden below 780 px, user area —
 * one row at 1366 px, the menu's entries gathered into groups (decision 0007).
 */
export function Navbar() {
  const styles = useStyles();
  const localize = useLocalize();
  const { t } = useTranslation('host');
  const mode = navbarMode(useViewportWidth());
  const [open, setOpen] = useState(false);
  const menu = useVisibleMenu();
  const fullAccess = useShellStore((state) => state.menuAccess.full);
  // Only someone who may sign a contract is offered one; staff never are.
  const offerContract = useAudience() === 'customer' && !fullAccess;
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
        <HomeLink nameShown={mode.desktopMenu || !signedIn} />
        {mode.desktopMenu ? (
          <MainMenu items={menu.main} label={t('MainMenu')} />
        ) : (
          <span className={styles.spacer} />
        )}
        <AdministrationMenu entries={menu.administration} compact={mode.hamburger} />
        {signedIn && offerContract && <AddContractButton />}
        <LanguageSwitch compact={mode.hamburger} />
        <UserArea compact={mode.hamburger} />
      </div>
      {mode.hamburger && open && (
        <DrawerMenu
          id={DRAWER_ID}
          items={menu.main}
          label={t('MainMenu')}
          onNavigate={() => setOpen(false)}
        />
      )}
    </header>
  );
}
