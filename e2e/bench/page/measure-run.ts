// One cold page-load run in a fresh Chromium (new profile, empty cache): open the sign-in page
// until the form is usable, then sign in and wait for the dashboard's first chart. Times are
// taken in the page (Date.now() when the condition first holds) against the moment the run
// started the navigation or clicked the button.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../src/chromium';
import { ScriptBytes } from './script-bytes';
import { throttle } from './throttling';

export interface RunFigures {
  formMs: number;
  formScriptBytes: number;
  chartMs: number;
  chartScriptBytes: number;
}

export interface SignIn {
  tenant: string;
  userName: string;
  password: string;
}

const TIMEOUT = 180_000;

/** Both fields exist, are enabled and take the focus. */
export function formUsableAt(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const fields = ['userNameOrEmailAddress', 'password'].map((name) =>
          document.querySelector<HTMLInputElement>(`input[name="${name}"]`),
        );
        for (const field of fields) {
          if (!field || field.disabled) return false;
          field.focus();
          if (document.activeElement !== field) return false;
        }
        return Date.now();
      },
      undefined,
      { polling: 'raf', timeout: TIMEOUT },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** A chart's data mark: a path that is not an axis (a line's point, a slice). */
export const CHART_MARK = 'figure[data-testid^="chart-"] svg path:not(.domain)';

/** A chart of the page has drawn its data. */
export function chartDrawnAt(page: Page): Promise<number> {
  return page
    .waitForFunction(
      (selector) => (document.querySelector(selector) ? Date.now() : false),
      CHART_MARK,
      { polling: 'raf', timeout: TIMEOUT },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export async function fillSignIn(page: Page, user: SignIn): Promise<void> {
  await page.locator('input[name="userNameOrEmailAddress"]').fill(user.userName);
  await page.locator('input[name="password"]').fill(user.password);
}

/** Submits the filled sign-in form, without waiting for what follows. */
export function submitSignIn(page: Page): Promise<void> {
  return page
    .getByTestId('page-login')
    .locator('button[type="submit"]')
    .click({ noWaitAfter: true });
}

export async function measureRun(baseUrl: string, user: SignIn): Promise<RunFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const scripts = await ScriptBytes.start(cdp);

    const opened = Date.now();
    const formReady = formUsableAt(page);
    await page.goto(`${baseUrl}/account/login?__tenant=${user.tenant}`, { waitUntil: 'commit' });
    const formMs = (await formReady) - opened;

    await fillSignIn(page, user);
    scripts.nextPhase();
    const chartDrawn = chartDrawnAt(page);
    const submitted = Date.now();
    await submitSignIn(page);
    const chartMs = (await chartDrawn) - submitted;
    return {
      formMs,
      formScriptBytes: scripts.bytes[0]!,
      chartMs,
      chartScriptBytes: scripts.bytes[1]!,
    };
  } finally {
    await browser.close();
  }
}
