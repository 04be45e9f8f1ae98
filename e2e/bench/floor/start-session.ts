// What the shell does before the first render, reduced to what the sign-in page and the
// dashboard need (the host's start-shell.ts does the same with the same shared calls, plus the
// start-up checks, the error screens and the multiple-login poll, which the floor leaves out):
// session, environment, auth, the code-flow callback, `?__tenant=`, the app configuration and,
// when signed in, the approved baskets (the first one is selected, as in the product).
import {
  authorizationFor,
  completeCodeLogin,
  defaultEnvironment,
  findTenantByName,
  getEnvironment,
  initAuth,
  isAuthenticated,
  loadApprovedBaskets,
  loadAppConfig,
  loadEnvironment,
  refresh,
  refreshAppState,
  registerAuth,
  setSessionTenant,
  startSession,
} from '@crm/shared';

const LOGIN_PATH = '/account/login';
const goToLogin = () => window.location.assign(LOGIN_PATH);

async function applyTenantFromUrl(): Promise<void> {
  const name = new URL(window.location.href).searchParams.get('__tenant')?.trim();
  if (!name) return;
  const found = await findTenantByName(name).catch(() => undefined);
  if (found?.success && found.tenantId)
    setSessionTenant({ id: found.tenantId, name: found.name ?? name, isAvailable: true });
}

export async function startFloorSession(): Promise<void> {
  await startSession();
  await loadEnvironment(defaultEnvironment());
  const { oAuthConfig } = getEnvironment();
  initAuth({
    mode: 'code',
    issuer: oAuthConfig.issuer,
    clientId: oAuthConfig.clientId,
    scope: oAuthConfig.scope,
    redirectUri: oAuthConfig.redirectUri,
    postLogoutRedirectUri: oAuthConfig.postLogoutRedirectUri,
    refreshAppState,
    goToLogin,
  });
  registerAuth({ authorize: authorizationFor, refresh, onUnauthenticated: goToLogin });
  if (window.location.pathname === '/signin-callback') {
    window.history.replaceState(null, '', await completeCodeLogin(window.location.href));
  }
  await applyTenantFromUrl();
  await loadAppConfig().catch(() => undefined);
  if (isAuthenticated()) void loadApprovedBaskets();
}
