import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocalize } from '@crm/shared';
import { Outlet } from '@crm/shared/routing';
import { OverrideBanner } from '../remotes/override-banner';
import { AccountBrand } from './account-brand';
import { LanguageSwitch } from './language-switch';
import { LoginSchemesNotice } from './login-schemes-notice';
import { AccountTenantBox } from './tenant-box';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorBrandBackground2,
  },
  language: { alignSelf: 'flex-end', marginInlineEnd: tokens.spacingHorizontalXXL },
  card: {
    // Its padding adds to the width: together no wider than 92% of a phone's window.
    width: `min(420px, calc(92vw - 2 * ${tokens.spacingHorizontalXXL}))`,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

export function AccountLayout() {
  useDocumentTitle();
  const localize = useLocalize();
  const styles = useStyles();
  return (
    <div className={styles.page} data-layout="account">
      <OverrideBanner />
      <div className={styles.language}>
        <LanguageSwitch appearance="subtle" />
      </div>
      <AccountBrand name={localize('Crm::AppName')} />
      <main className={styles.card}>
        <AccountTenantBox />
        <LoginSchemesNotice />
        <Outlet />
      </main>
    </div>
  );
}
