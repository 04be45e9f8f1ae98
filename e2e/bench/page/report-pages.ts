// The reports remote's pages (from its own route tree, so a page added there is measured without
// a change here), reaching one as a user does, and the moment its main content is drawn.
import type { Locator, Page } from '@playwright/test';
import { routes as reportRoutes } from '@crm/remote-reports/routes';
import { flattenRoutes } from '@crm/shared/contracts';
import { fillParameters } from '../../src/a11y/page-catalogue';
import { CHART_MARK } from './measure-run';

const TIMEOUT = 60_000;

/** The address of every report page, `/twrr/:showAsPage` with its demo value. */
export function reportPageUrls(): string[] {
  return flattenRoutes(reportRoutes)
    .filter((route) => route.route.page !== undefined)
    .map((route) => fillParameters(route.path));
}

/** What was drawn: the page's chart, else its table, else its figures or its empty state. */
export type ContentKind = 'chart' | 'table' | 'figures' | 'empty';

export interface ContentDrawn {
  at: number;
  kind: ContentKind;
}

/** A report page's section seen before a client-side navigation: not the next page's. */
const SEEN = 'data-bench-seen';

/**
 * When a report page has drawn its main content, as Date.now() in the page: the first chart
 * with a data mark on a page that has charts, otherwise a table row, stat figures, or the
 * designed empty state (a report made for the other basket kind). Sections marked by
 * `markSeenSections` (the page navigated from) never count.
 */
export function contentDrawnAt(page: Page): Promise<ContentDrawn> {
  return page
    .waitForFunction(
      ({ seen, chartMark }) => {
        const section = document.querySelector(`section[data-testid^="page-"]:not([${seen}])`);
        if (!section || section.getAttribute('aria-busy') === 'true') return false;
        if (section.querySelector('[data-testid="report-loading"]')) return false;
        // No helper function here: tsx would wrap it in a __name() the page does not have.
        let kind: string | undefined;
        if (section.querySelector('figure[data-testid^="chart-"]'))
          kind = section.querySelector(chartMark) ? 'chart' : undefined;
        else if (section.querySelector('tbody tr')) kind = 'table';
        else if (section.querySelector('[data-testid^="stat-"]')) kind = 'figures';
        else if (section.querySelector('[data-testid="report-empty"]')) kind = 'empty';
        return kind ? { at: Date.now(), kind } : false;
      },
      { seen: SEEN, chartMark: CHART_MARK },
      { polling: 'raf', timeout: TIMEOUT },
    )
    .then((handle) => handle.jsonValue() as Promise<ContentDrawn>);
}

/** Marks the report sections now shown, so that contentDrawnAt waits for the next page's. */
export function markSeenSections(page: Page): Promise<void> {
  return page.evaluate((seen) => {
    for (const section of document.querySelectorAll('section[data-testid^="page-"]'))
      section.setAttribute(seen, '');
  }, SEEN);
}

export interface Opened {
  by: 'link' | 'address';
  drawn: ContentDrawn;
}

/** A visible link to `url`: on the page, else in the navbar's Reports menu, opened for it. */
async function visibleLinkTo(page: Page, url: string): Promise<Locator> {
  const link = page.locator(`a[href="${url}"]:visible`).first();
  if ((await link.count()) > 0) return link;
  const reports = page.getByTestId('menu-group-Reports');
  if ((await reports.count()) === 0) return link;
  await reports.click();
  await page.getByRole('menu').waitFor();
  if ((await link.count()) === 0) await page.keyboard.press('Escape');
  return link;
}

/**
 * Goes to `url` as a user would, through a visible link to it (the menu, or a link on the
 * page), else, for a page nothing on screen links to, by its address; until its main content
 * is drawn.
 */
export async function openReportPage(page: Page, url: string): Promise<Opened> {
  await markSeenSections(page);
  const link = await visibleLinkTo(page, url);
  const drawn = contentDrawnAt(page);
  const by = (await link.count()) > 0 ? 'link' : 'address';
  if (by === 'link') await link.click();
  else await page.goto(url, { waitUntil: 'commit' });
  return { by, drawn: await drawn };
}
