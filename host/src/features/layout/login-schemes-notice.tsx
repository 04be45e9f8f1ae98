import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLocalize, useSetting } from '@crm/shared';

/** Spec §2: the account layout says so when this client has no way to sign in. */
export function LoginSchemesNotice() {
  const localize = useLocalize();
  const localLogin = useSetting('Abp.Account.EnableLocalLogin');
  if (localLogin === undefined || localLogin.toLowerCase() !== 'false') return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {localize('AbpAccount::ThereAreNoLoginSchemesConfiguredForThisClient')}
      </MessageBarBody>
    </MessageBar>
  );
}
