import { useLocalize } from '@crm/shared';
import { Outlet } from '@crm/shared/routing';
import { OverrideBanner } from '../remotes/override-banner';
import { AccountFrame } from './account-frame';
import { LanguageSwitch } from './language-switch';
import { LoginSchemesNotice } from './login-schemes-notice';
import { AccountTenantBox } from './tenant-box';
import { useDocumentTitle } from './use-document-title';

export function AccountLayout() {
  useDocumentTitle();
  const localize = useLocalize();
  return (
    <AccountFrame
      name={localize('Crm::AppName')}
      language={<LanguageSwitch appearance="subtle" />}
      banner={<OverrideBanner />}
    >
      <AccountTenantBox />
      <LoginSchemesNotice />
      <Outlet />
    </AccountFrame>
  );
}
