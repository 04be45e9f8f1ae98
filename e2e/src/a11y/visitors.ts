// Who audits which page. Each page is opened by the first visitor (in this order) allowed to see
// it, judged by the policies the server grants that visitor (so a new page with a new policy
// finds its visitor, or the run says none has it). Pages whose content differs per user are
// opened again by the visitor named in `alsoAudits`.
import { hasPolicy, type GrantedPolicies } from '@crm/shared/policy';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, HOST_ADMIN, demoUser, signIn, type Credentials } from '../sign-in';
import type { ProductPage } from './page-catalogue';
import { apiAuthorization } from '../api-auth';

export interface Visitor {
  label: string;
  /** Absent for the visitor who is not signed in (the account layout's pages). */
  credentials?: Credentials;
  /** Pages this visitor opens though an earlier one did: their content depends on the user. */
  alsoAudits?: string[];
  /** Screens that are not routes: the shell's not-found page and its 403 error screen. */
  screens?: { name: string; url: string }[];
}

export const VISITORS: Visitor[] = [
  {
    label: 'customer1',
    credentials: demoUser('customer1'),
    screens: [
      { name: 'not found', url: '/no/such/page' },
      { name: '403 error screen', url: '/tenant-management/tenants' },
    ],
  },
  { label: 'backoffice', credentials: demoUser('backoffice') },
  { label: 'admin of tenant demo', credentials: DEMO_ADMIN },
  // The host's settings page has the host features and remote releases tabs as well.
  { label: 'host admin', credentials: HOST_ADMIN, alsoAudits: ['/setting-management'] },
  { label: 'not signed in' },
];

/** The policies the server grants the signed-in user of the page. */
export async function grantedPolicies(page: Page): Promise<GrantedPolicies> {
  const url = '/api/abp/application-configuration';
  const headers = await apiAuthorization(page, 'GET', url);
  return page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`application-configuration: ${response.status}`);
      return (await response.json()).auth.grantedPolicies;
    },
    { url, headers },
  );
}

/**
 * The pages a visitor audits: the account pages for the visitor who is not signed in; for the
 * others, the signed-in pages their policies open that no earlier visitor took, plus their
 * `alsoAudits`. `taken` collects the paths across visitors.
 */
export function pagesOf(
  visitor: Visitor,
  granted: GrantedPolicies | undefined,
  pages: readonly ProductPage[],
  taken: Set<string>,
): ProductPage[] {
  const mine = pages.filter((page) => {
    if (visitor.alsoAudits?.includes(page.path)) return true;
    if (taken.has(page.path)) return false;
    if (!granted) return page.layout === 'account';
    return page.layout !== 'account' && hasPolicy(granted, page.policy);
  });
  mine.forEach((page) => taken.add(page.path));
  return mine;
}

/** Starts a sweep as the visitor: signed in, or on the demo tenant's sign-in page. */
export async function enterAs(page: Page, visitor: Visitor): Promise<void> {
  if (visitor.credentials) await signIn(page, visitor.credentials);
  else await page.goto('/account/login?__tenant=demo', { waitUntil: 'networkidle' });
}
