import { Button, Spinner } from '@crm/shared/fluent';
import {
  getSessionLanguage,
  getSessionTenant,
  isAuthenticated,
  setSessionTenant,
  startCodeLogin,
  useLocalize,
} from '@crm/shared';
import { useNavigate } from '@crm/shared/routing';
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
 * tenant (the shell has already applied a `?__tenant=` of the URL). When the provider asks for
 * credentials, its interaction opens on this page in place (no second load of the application).
 */
function useStartSignIn() {
  const navigate = useNavigate();
  return async (target: Pick<Target, 'returnUrl' | 'reauthenticate'>) => {
    const interactionAddress = await startCodeLogin({
      returnUrl: target.returnUrl,
      language: getSessionLanguage(),
      tenant: getSessionTenant()?.name,
      reauthenticate: target.reauthenticate,
    });
    if (interactionAddress) void navigate(interactionAddress, { replace: true });
  };
}

export function CodeFlowLogin({ target }: { target: Target }) {
  const localize = useLocalize();
  const [interaction, setInteraction] = useState<InteractionDetails>();
  const [error, setError] = useState<{ text: string; restart: boolean }>();
  const startSignIn = useStartSignIn();

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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startSignIn is new on every render
  }, [uid, tenant, returnUrl, reauthenticate]);

  if (error?.restart || (!interaction && error)) {
    return (
      <div data-testid="login-error">
        <p>{error.text.includes('::') ? localize(error.text) : error.text}</p>
        <Button
          appearance="primary"
          onClick={() => {
            setError(undefined);
            setInteraction(undefined);
            startSignIn(target).catch((failure: unknown) => setError(loginErrorMessage(failure)));
          }}
        >
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
