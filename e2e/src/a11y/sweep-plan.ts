// Who sweeps which page, decided once per worker before its first sweep: each signed-in demo
// visitor signs in once to read the policies the server grants it, and the pages are shared out
// in VISITORS' order (visitors.ts). The page sweeps can then run one test per visitor, in any
// order and on either worker, and a test of its own checks that every page found a visitor.
import type { GrantedPolicies } from '@crm/shared/policy';
import type { Browser } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { signIn } from '../sign-in';
import { productPages, type ProductPage } from './page-catalogue';
import { settle } from './settle';
import { grantedPolicies, pagesOf, VISITORS, type Visitor } from './visitors';
import { closeContext } from '../close-context';

export interface SweepPlan {
  /** Every page of the product. */
  pages: ProductPage[];
  /** The pages each visitor opens. */
  pagesOf: (visitor: Visitor) => ProductPage[];
  /** The policies the server grants a signed-in visitor; undefined for the one not signed in. */
  granted: (visitor: Visitor) => GrantedPolicies | undefined;
  /** Route paths of the pages no visitor may open. */
  unvisited: string[];
}

async function policiesOf(browser: Browser, baseURL: string, visitor: Visitor) {
  if (!visitor.credentials) return undefined;
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  try {
    const page = await context.newPage();
    await signIn(page, visitor.credentials);
    await settle(page);
    return await grantedPolicies(page);
  } finally {
    await closeContext(context);
  }
}

/** Shares the pages out among the visitors, as the one-test sweeps did visitor after visitor. */
export function shareOut(
  visitors: readonly Visitor[],
  granted: ReadonlyMap<Visitor, GrantedPolicies | undefined>,
  pages: ProductPage[],
): SweepPlan {
  const taken = new Set<string>();
  const mine = new Map(visitors.map((v) => [v, pagesOf(v, granted.get(v), pages, taken)]));
  return {
    pages,
    pagesOf: (visitor) => mine.get(visitor) ?? [],
    granted: (visitor) => granted.get(visitor),
    unvisited: pages.filter((page) => !taken.has(page.path)).map((page) => page.path),
  };
}

export const test = base.extend<object, { sweepPlan: SweepPlan }>({
  sweepPlan: [
    async ({ browser, product }, use) => {
      const granted = new Map<Visitor, GrantedPolicies | undefined>();
      for (const visitor of VISITORS)
        granted.set(visitor, await policiesOf(browser, product.baseUrl, visitor));
      await use(shareOut(VISITORS, granted, productPages()));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect };

/** What the sweeps' own check of the plan says when a page has no visitor. */
export const NO_VISITOR = 'pages no demo visitor may open: add a visitor';
