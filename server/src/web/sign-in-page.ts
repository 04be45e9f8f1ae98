// Which built page answers a page request: the host's own sign-in page (`sign-in.html`, issue 40:
// no federation runtime, router, i18n or form library) for `/account/login` in the code flow,
// the application (`index.html`) for everything else. The server cannot see a tab's session
// (its tokens live in the tab), so the sign-in page itself sends a tab that holds tokens on to
// its return URL. The application keeps its own sign-in page, which it draws when it leads a
// user there without a new load, and which answers here when the lean page cannot serve:
// - the password flow (the in-app token request with its DPoP key is the application's), and
//   any deployment with a remote environment document (the page reads no environment);
// - an address that pins remote releases (`?remotes=`), which only the application applies.
import type { ServerConfig } from '../config/env';
import { remoteEnvironmentUrl } from './host-page';

export const SIGN_IN_PAGE_FILE = 'sign-in.html';
export const SIGN_IN_PATH = '/account/login';
const PINS_PARAM = 'remotes';

/** True when this deployment's sign-in page can be the host's own. */
export function signInPageApplies(config: Pick<ServerConfig, 'authMode' | 'remoteEnvUrl'>) {
  return remoteEnvironmentUrl(config) === undefined;
}

/** True when a page request for `pathMeaning` with `query` gets the host's sign-in page. */
export function wantsSignInPage(pathMeaning: string, query: Record<string, unknown>): boolean {
  return pathMeaning === SIGN_IN_PATH && !Object.hasOwn(query, PINS_PARAM);
}
