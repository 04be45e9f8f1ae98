// What the signed-in app itself was told by the server: its own calls carry the tab's DPoP proof,
// which a test cannot forge from outside the page, so the test reads their answers as they pass.
import { expect, type Page, type Response } from '@playwright/test';
import type { GrantedPolicies } from '@crm/shared/policy';
import type { ApprovedBasket } from '../../tests/reports-support';

const CONFIGURATION = '/api/abp/application-configuration';
const BASKETS = '/api/app/basket/approved-baskets-list';

export interface AppAnswers {
  /** The policies granted in the last signed-in configuration the app loaded. */
  granted: () => Promise<GrantedPolicies>;
  /** The approved baskets the app listed for its basket selector (none for staff). */
  baskets: () => ApprovedBasket[];
}

/** Starts listening before the sign-in, so that the app's first calls are seen. */
export function listenToApp(page: Page): AppAnswers {
  let granted: GrantedPolicies | undefined;
  let baskets: ApprovedBasket[] = [];
  const signedIn = (response: Response) =>
    response.ok() && response.request().headers()['authorization'] !== undefined;
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!signedIn(response) || (path !== CONFIGURATION && path !== BASKETS)) return;
    const body = await response.json().catch(() => undefined);
    if (!body) return;
    if (path === CONFIGURATION) granted = body.auth.grantedPolicies;
    else baskets = body.items;
  });
  return {
    granted: async () => {
      await expect.poll(() => granted !== undefined, 'the app loaded its configuration').toBe(true);
      return granted!;
    },
    baskets: () => baskets,
  };
}
