// The signed-out sign-in page (issue 40): the account remote's login page in the code flow, drawn
// without the application: no federation runtime, router, i18n runtime or form library. After
// the credentials the provider leads the browser to the application's callback.
import { crmTheme, readSignOutReason } from '@crm/shared';
import {
  Button,
  FluentProvider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@crm/shared/fluent';
import { SignInForm } from '@crm/shared/ui';
import { useEffect, useState } from 'react';
import { ForgotPasswordLink } from './forgot-password-link';
import { useLanguage } from './page-session';
import type { PageConfiguration } from './server-calls';
import { SignInLayout } from './sign-in-layout';
import { SignInTenantBox } from './tenant-box';
import { isTextKey } from './texts';
import { useSignIn, type PageStart } from './use-sign-in';
import { failureText, useText, type Text as PageText } from './use-text';

function SignInStepView({ start, text }: { start: PageStart; text: PageText }) {
  const { step, restart, submit } = useSignIn(start);
  if (step.kind === 'starting') return <Spinner label={text('AbpAccount::RedirectingToLogin')} />;
  if (step.kind === 'failed') {
    return (
      <div data-testid="login-error">
        <p>{failureText(step.failure, text)}</p>
        <Button appearance="primary" onClick={restart}>
          {text('AbpAccount::Login')}
        </Button>
      </div>
    );
  }
  return (
    <SignInForm
      texts={{
        userName: text('AbpAccount::UserNameOrEmailAddress'),
        password: text('AbpAccount::Password'),
        rememberMe: text('AbpAccount::RememberMe'),
        submit: text('AbpAccount::Login'),
        required: text('AbpValidation::ThisFieldIsRequired.'),
      }}
      error={step.failure && failureText(step.failure, text)}
      onSubmit={(credentials) => submit(step.uid, credentials)}
      footer={<ForgotPasswordLink text={text} />}
    />
  );
}

/** Spec §2: the tenant box when multi-tenancy is on, the notice when local sign-in is off. */
function useConfiguration(configuration: Promise<PageConfiguration>) {
  const [loaded, setLoaded] = useState<PageConfiguration>();
  useEffect(() => {
    configuration.then(setLoaded, () => setLoaded({}));
  }, [configuration]);
  const localLogin = loaded?.setting?.values?.['Abp.Account.EnableLocalLogin'];
  return {
    multiTenancy: loaded?.multiTenancy?.isEnabled === true,
    noLoginSchemes: localLogin?.toLowerCase() === 'false',
  };
}

export function SignInPage({ start }: { start: PageStart }) {
  const language = useLanguage();
  const text = useText();
  const { multiTenancy, noLoginSchemes } = useConfiguration(start.configuration);
  // Why the last session ended (signed in elsewhere, refused by the server), until a new sign-in.
  const [signOutReason] = useState(readSignOutReason);
  const title = `${text('AbpAccount::Login')} | ${text('Crm::AppName')}`;
  useEffect(() => void (document.title = title), [title]);
  return (
    <FluentProvider theme={crmTheme} dir={language === 'fa' ? 'rtl' : 'ltr'} lang={language}>
      <SignInLayout>
        {multiTenancy && <SignInTenantBox />}
        {noLoginSchemes && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {text('AbpAccount::ThereAreNoLoginSchemesConfiguredForThisClient')}
            </MessageBarBody>
          </MessageBar>
        )}
        <section data-testid="page-login">
          <Text as="h1" size={600} weight="semibold" block style={{ marginBottom: 16 }}>
            {text('AbpAccount::Login')}
          </Text>
          {signOutReason && (
            <MessageBar intent="warning" data-testid="sign-out-reason" style={{ marginBottom: 16 }}>
              <MessageBarBody>
                {isTextKey(signOutReason) ? text(signOutReason) : signOutReason}
              </MessageBarBody>
            </MessageBar>
          )}
          <SignInStepView start={start} text={text} />
        </section>
      </SignInLayout>
    </FluentProvider>
  );
}
