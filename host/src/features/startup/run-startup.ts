// Spec §4 "Startup and password expiry": an expired password sends the user to changePassword
// with the menu blocked; otherwise menu access is computed and the baskets are loaded.
import {
  clearBaskets,
  getAudience,
  getCurrentUser,
  getSetting,
  http,
  isAuthenticated,
  loadApprovedBaskets,
  setTenantBasketScope,
} from '@crm/shared';
import { CHECK_USER_ACCESS_MENU, computeMenuAccess } from '../menu-access/menu-access';
import { navigateTo } from '../navigation/navigate';
import { FULL_ACCESS, useShellStore } from './shell-store';

export const CHANGE_PASSWORD_PATH = '/changePassword';
const PASSWORD_EXPIRED_URL = '/api/app/user-password-expiration/check-password-is-expired';
const HAS_CONTRACT_URL = '/api/app/portfolio-contract/has-current-user-portfolio-contract';

const askBoolean = (url: string) =>
  http.get<boolean>(url, { skipHandleError: true }).then(
    (answer) => answer === true,
    () => false,
  );

let running: Promise<void> | undefined;
let again = false;

/**
 * Runs the start-up checks for the current user; called at start and whenever a new app
 * configuration arrives (sign-in, sign-out, password changed, contract approved). Runs never
 * overlap: a call during a run makes one more run afterwards, with the newest configuration.
 */
export function runStartup(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = checkCurrentUser().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      void runStartup();
    }
  });
  return running;
}

async function checkCurrentUser(): Promise<void> {
  const user = isAuthenticated() ? getCurrentUser() : undefined;
  if (!user?.id) {
    clearBaskets();
    useShellStore.setState({ ready: true, passwordExpired: false, menuAccess: FULL_ACCESS });
    return;
  }
  if (await askBoolean(PASSWORD_EXPIRED_URL)) {
    useShellStore.setState({ ready: true, passwordExpired: true, menuAccess: FULL_ACCESS });
    if (window.location.pathname !== CHANGE_PASSWORD_PATH) {
      navigateTo(CHANGE_PASSWORD_PATH, { replace: true });
    }
    return;
  }
  const audience = getAudience();
  // The back office picks any basket of the tenant; a customer chooses among their own.
  if (audience === 'backOffice') setTenantBasketScope();
  const baskets = audience === 'backOffice' ? Promise.resolve([]) : loadApprovedBaskets();
  const menuAccess = await computeMenuAccess(
    {
      audience,
      checkSetting: getSetting(CHECK_USER_ACCESS_MENU),
      hasPortfolioContract: () => askBoolean(HAS_CONTRACT_URL),
      basketCount: async () => (await baskets).length,
    },
    user.roles ?? [],
  );
  useShellStore.setState({ ready: true, passwordExpired: false, menuAccess });
}
