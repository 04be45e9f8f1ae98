// One cold session's JavaScript, as received by a browser that accepts only gzip (the server
// prefers brotli when offered it): a fresh browser context (empty cache), unthrottled.
//   1. open /account/login?__tenant=… (through the code flow's redirect and back) until the
//      form is usable and the network is idle;
//   2. sign in until the dashboard's first chart is drawn;
//   3. open every other report page by the menu or a link (by address where none shows), each
//      until its main content is drawn.
import type { Browser } from '@playwright/test';
import { closeContext } from '../../src/close-context';
import { chartDrawnAt, fillSignIn, formUsableAt, submitSignIn, type SignIn } from './measure-run';
import { openReportPage, reportPageUrls } from './report-pages';
import { ScriptBytes } from './script-bytes';

export const GZIP_ONLY = { 'Accept-Encoding': 'gzip, deflate' };

export interface SessionJs {
  login: number;
  signIn: number;
  /** Every report page after the dashboard. */
  reports: number;
  /** Counted scripts per content-encoding, to check that they came as gzip. */
  encodings: Map<string, number>;
  scriptUrls: string[];
  /** Per phase (sign-in page, sign-in → chart, report pages), each script's path and bytes. */
  phaseScripts: { path: string; bytes: number }[][];
  /** How each report page was reached. */
  reachedBy: Map<string, 'link' | 'address'>;
}

export async function measureSessionJs(
  browser: Browser,
  baseUrl: string,
  user: SignIn,
): Promise<SessionJs> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: GZIP_ONLY,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  try {
    const page = await context.newPage();
    const scripts = await ScriptBytes.start(await context.newCDPSession(page));

    const formReady = formUsableAt(page);
    await page.goto(`/account/login?__tenant=${user.tenant}`);
    await formReady;
    await page.waitForLoadState('networkidle');

    await fillSignIn(page, user);
    scripts.nextPhase();
    const chartDrawn = chartDrawnAt(page);
    await submitSignIn(page);
    await chartDrawn;

    scripts.nextPhase();
    const reachedBy = new Map<string, 'link' | 'address'>();
    for (const url of reportPageUrls().filter((u) => u !== new URL(page.url()).pathname))
      reachedBy.set(url, (await openReportPage(page, url)).by);
    const [login = 0, signIn = 0, reports = 0] = scripts.bytes;
    return {
      login,
      signIn,
      reports,
      encodings: scripts.encodings(),
      scriptUrls: scripts.urls(),
      phaseScripts: [0, 1, 2].map((phase) => scripts.scriptsOf(phase)),
      reachedBy,
    };
  } finally {
    await closeContext(context);
  }
}
