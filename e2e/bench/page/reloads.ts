// Full reloads of every report page on localhost with a warm cache, unthrottled: one browser
// context signs in (customer1) through the form, opens each page once to fill the cache, then
// reloads it `runs` times, each until its main content is drawn (report-pages.ts), counting
// the requests sent meanwhile (request-log.ts).
import type { Browser } from '@playwright/test';
import { closeContext } from '../../src/close-context';
import { chartDrawnAt, fillSignIn, formUsableAt, submitSignIn, type SignIn } from './measure-run';
import { contentDrawnAt, reportPageUrls, type ContentKind } from './report-pages';
import { RequestLog, type LoggedRequest } from './request-log';

export interface PageReloads {
  url: string;
  kind: ContentKind;
  /** From the reload until the content was drawn, per run. */
  ms: number[];
  /** The requests sent meanwhile, per run. */
  requests: LoggedRequest[][];
}

export async function measureReloads(
  browser: Browser,
  baseUrl: string,
  user: SignIn,
  runs: number,
): Promise<PageReloads[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  try {
    const page = await context.newPage();
    const log = await RequestLog.start(await context.newCDPSession(page));
    const formReady = formUsableAt(page);
    await page.goto(`/account/login?__tenant=${user.tenant}`);
    await formReady;
    await fillSignIn(page, user);
    const chartDrawn = chartDrawnAt(page);
    await submitSignIn(page);
    await chartDrawn;

    const results: PageReloads[] = [];
    for (const url of reportPageUrls()) {
      await page.goto(url, { waitUntil: 'commit' });
      const { kind } = await contentDrawnAt(page);
      const result: PageReloads = { url, kind, ms: [], requests: [] };
      for (let run = 0; run < runs; run += 1) {
        const started = Date.now();
        // Waiting starts once the new document is committed: before that the old one still
        // shows the content.
        await page.reload({ waitUntil: 'commit' });
        const drawn = await contentDrawnAt(page);
        result.ms.push(drawn.at - started);
        result.requests.push(log.between(started, drawn.at));
      }
      results.push(result);
    }
    return results;
  } finally {
    await closeContext(context);
  }
}
