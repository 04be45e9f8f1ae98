// The shell's start-up sequence (spec §4, §7): language, environment, sign-in state (and the
// code-flow callback), application configuration, error handling, the start-up checks and the
// multiple-login poll. The remotes are loaded after this, by the bootstrap.
import {
  appConfigStore,
  authStore,
  defaultEnvironment,
  dropTokensWithoutUser,
  errorReporter,
  getCurrentUser,
  http,
  isAuthenticated,
  isHttpError,
  loadAppConfig,
  loadEnvironment,
  logout,
  refreshAppState,
  setSessionTenant,
  startSession,
  toast,
  type Environment,
} from '@crm/shared';
import { completeSignInIfCallback, prepareSignInOnLoginPage, startAuth } from '../auth/start-auth';
import { showError } from '../errors/show-error';
import { startMultipleLoginPoll } from '../multiple-login/multiple-login-poll';
import { goToLogin } from '../navigation/navigate';
import { runStartup } from './run-startup';
import { applyTenantFromUrl } from './tenant-from-url';

const MULTIPLE_LOGIN_URL = '/api/app/user/has-current-user-multiple-login-session';

/** The optional remote environment document, named by the page (`<meta name="crm-remote-env">`). */
function baseEnvironment(): Environment {
  const base = defaultEnvironment();
  const url = document.querySelector<HTMLMetaElement>('meta[name="crm-remote-env"]')?.content;
  return url ? { ...base, remoteEnv: { url, method: 'GET', mergeStrategy: 'deepmerge' } } : base;
}

function handleReportedErrors(): void {
  errorReporter.subscribe((error) => {
    if (!isHttpError(error)) return;
    if (error.tenantResolveError) {
      // The tenant this browser remembers is gone: forget it (spec §7, ABP's tenant-resolve rule).
      setSessionTenant(null);
      void refreshAppState();
      return;
    }
    void showError(
      { status: error.status, abpError: error.abpError, statusText: error.statusText },
      { goToLogin },
    );
  });
}

function pollForSecondLogin(): void {
  startMultipleLoginPoll({
    // `wait`: the server holds a false answer until the user's sessions change (a long poll).
    check: (signal) =>
      http
        .get<boolean>(MULTIPLE_LOGIN_URL, {
          params: { wait: true },
          signal,
          skipHandleError: true,
          skipLoader: true,
        })
        .then((answer) => answer === true),
    isSignedIn: isAuthenticated,
    onSignedOut: (listener) =>
      authStore.subscribe(({ tokens }) => {
        if (!tokens) listener();
      }),
    onDetected: () => {
      toast.error('Crm::MultipleLoginDetected', undefined, { sticky: true });
      void logout({ reason: 'Crm::MultipleLoginDetected' });
    },
  });
}

export async function startShell(): Promise<void> {
  await startSession();
  await loadEnvironment(baseEnvironment());
  startAuth();
  handleReportedErrors();
  await completeSignInIfCallback();
  await applyTenantFromUrl();
  prepareSignInOnLoginPage();
  await loadAppConfig().catch(() => undefined);
  dropTokensWithoutUser(getCurrentUser()?.id);
  await runStartup();
  // Again whenever a new configuration arrives (sign-in, sign-out, password changed), not on
  // every status change of the store.
  appConfigStore.subscribe((state, previous) => {
    if (state.config !== previous.config) void runStartup();
  });
  pollForSecondLogin();
}
