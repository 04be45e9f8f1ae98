// The signed-out sign-in page's course: the tenant the address names, then (without an
// interaction) the code flow's authorization request made in place, the provider's interaction,
// and the credentials posted to it; the provider then leads the browser to the application.
import { getSessionLanguage, getSessionTenant, loginTargetOf, setSessionTenant } from '@crm/shared';
import type { SignInCredentials } from '@crm/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { hasTokens } from './page-session';
import { getInteraction, submitInteraction, type PageConfiguration } from './server-calls';
import { signInFailure, type Failure } from './sign-in-error';
import { startCodeFlow } from './start-code-flow';

export type SignInStep =
  | { kind: 'starting' }
  | { kind: 'form'; uid: string; failure?: Failure | undefined }
  /** A failure before the form could show, or one that needs a new sign-in: a button restarts. */
  | { kind: 'failed'; failure: Failure };

const interactionOf = (address: string) =>
  new URL(address, window.location.origin).searchParams.get('interaction');

/** What the page starts before it draws (main.tsx): the address's tenant, then the configuration. */
export interface PageStart {
  tenantApplied: Promise<void>;
  configuration: Promise<PageConfiguration>;
}

export function useSignIn({ tenantApplied, configuration }: PageStart) {
  const [step, setStep] = useState<SignInStep>({ kind: 'starting' });
  const started = useRef(false);
  // As the page was opened: the interaction's address, which replaces it, names no return URL.
  const [target] = useState(() => loginTargetOf(new URLSearchParams(window.location.search)));

  /** Opens the interaction `uid` names, or starts the code flow to get one. */
  const begin = async (uid: string | null) => {
    setStep({ kind: 'starting' });
    try {
      if (!uid) {
        const address = await startCodeFlow({
          returnUrl: target.returnUrl,
          language: getSessionLanguage(),
          tenant: getSessionTenant()?.name,
          reauthenticate: target.reauthenticate,
        });
        if (!address) return; // the browser is leaving
        window.history.replaceState(null, '', address);
        uid = interactionOf(address);
      }
      const details = await getInteraction(uid ?? '');
      if (details.tenant) setSessionTenant({ ...details.tenant, isAvailable: true });
      setStep({ kind: 'form', uid: details.uid });
    } catch (error) {
      setStep({ kind: 'failed', failure: signInFailure(error).failure });
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!target.interaction && hasTokens() && !target.reauthenticate) {
      window.location.assign(target.returnUrl);
      return;
    }
    void tenantApplied.then(() => begin(target.interaction));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, []);

  const submit = async (uid: string, credentials: SignInCredentials) => {
    setStep({ kind: 'form', uid });
    const tenant = getSessionTenant();
    try {
      await configuration.catch(() => undefined); // it issues the anti-forgery cookie
      const { redirectTo } = await submitInteraction(uid, credentials, tenant?.id ?? '');
      window.location.assign(redirectTo);
    } catch (error) {
      const { failure, restart } = signInFailure(error, tenant?.name);
      setStep(restart ? { kind: 'failed', failure } : { kind: 'form', uid, failure });
    }
  };

  return { step, restart: () => void begin(null), submit };
}
