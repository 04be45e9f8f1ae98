import { Button, Spinner } from '@crm/shared/fluent';
import {
  getSessionLanguage,
  getSessionTenant,
  isAuthenticated,
  setSessionTenant,
  startCodeLogin,
  useLocalize,
} from '@crm/shared';
import { useEffect, useState } from 'react';
import {
  getInteraction,
  submitInteractionLogin,
  type InteractionDetails,
} from '../../api/interaction-api';
import { loginErrorMessage } from './login-error';
import { LoginForm } from './login-form';
import type { useLoginTarget } from './use-login-target';

type Target = ReturnType<typeof useLoginTarget>;

/**
 * Without an interaction there is nothing to complete: start the code flow with the session's
 * tenant (the shell has already applied a `?__tenant=` of the URL).
 */
async function startSignIn(target: Pick<Target, 'returnUrl' | 'reauthenticate'>) {
  await startCodeLogin({
    returnUrl: target.returnUrl,
    language: getSessionLanguage(),
    tenant: getSessionTenant()?.name,
    reauthenticate: target.reauthenticate,
  });
}

export function CodeFlowLogin({ target }: { target: Target }) {
  const localize = useLocalize();
  const [interaction, setInteraction] = useState<InteractionDetails>();
  const [error, setError] = useState<{ text: string; restart: boolean }>();

  // `tenant` is a dependency so that a changed `?__tenant=` starts the flow again.
  const { interaction: uid, tenant, returnUrl, reauthenticate } = target;
  useEffect(() => {
    if (!uid) {
      if (isAuthenticated() && !reauthenticate) {
        window.location.assign(returnUrl);
        return;
      }
      void startSignIn({ returnUrl, reauthenticate }).catch((failure: unknown) =>
        setError(loginErrorMessage(failure)),
      );
      return;
    }
    getInteraction(uid)
      .then((details) => {
        if (details.tenant) setSessionTenant({ ...details.tenant, isAvailable: true });
        setInteraction(details);
      })
      .catch((failure: unknown) => setError(loginErrorMessage(failure)));
  }, [uid, tenant, returnUrl, reauthenticate]);

  if (error?.restart || (!interaction && error)) {
    return (
      <div data-testid="login-error">
        <p>{error.text.includes('::') ? localize(error.text) : error.text}</p>
        <Button appearance="primary" onClick={() => void startSignIn(target)}>
          {localize('AbpAccount::Login')}
        </Button>
      </div>
    );
  }
  if (!interaction) return <Spinner label={localize('AbpAccount::RedirectingToLogin')} />;
  return (
    <LoginForm
      error={error?.text}
      onSubmit={async (credentials) => {
        setError(undefined);
        try {
          const { redirectTo } = await submitInteractionLogin(
            interaction.uid,
            credentials,
            getSessionTenant()?.id ?? '',
          );
          window.location.assign(redirectTo);
        } catch (failure) {
          setError(loginErrorMessage(failure));
        }
      }}
    />
  );
}
