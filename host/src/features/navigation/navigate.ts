// Navigation for code outside React (auth events, error handling): through the host's router
// once it exists, otherwise a full page load.
import { LOGIN_PATH } from '@crm/shared';

type Navigate = (path: string, options?: { replace?: boolean }) => void | Promise<void>;

let routerNavigate: Navigate | undefined;

export function setRouterNavigate(navigate: Navigate | undefined): void {
  routerNavigate = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (routerNavigate) void routerNavigate(path, options);
  else window.location.assign(path);
}

/** The current location as a same-origin path (for return URLs). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export interface LoginOptions {
  /** Ask the identity provider for the credentials again, even if its own session is alive. */
  reauthenticate?: boolean;
}

export function loginPathFor(
  returnUrl: string = currentPath(),
  { reauthenticate = false }: LoginOptions = {},
): string {
  const query = [
    returnUrl === '/' || returnUrl.startsWith(LOGIN_PATH)
      ? undefined
      : `returnUrl=${encodeURIComponent(returnUrl)}`,
    reauthenticate ? 'prompt=login' : undefined,
  ].filter(Boolean);
  return query.length ? `${LOGIN_PATH}?${query.join('&')}` : LOGIN_PATH;
}

/** Sends the user to the login page, unless they are on it already. */
export function goToLogin(returnUrl?: string, options?: LoginOptions): void {
  if (window.location.pathname === LOGIN_PATH) return;
  navigateTo(loginPathFor(returnUrl, options));
}
