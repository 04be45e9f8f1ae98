// Waits until a page has finished arriving: its layout is there, its h1 is shown, nothing says
// it is still loading, no animation runs (axe judges contrast on the colours it sees), and the
// page is no longer hidden by a dialog that has closed.
import { errors, expect, type Page } from '@playwright/test';

const STILL_LOADING = [
  '.fui-Spinner',
  '[data-testid="loader-bar"]',
  '[data-testid="report-loading"]',
  '[aria-busy="true"]',
].join(', ');

/**
 * How long Tabster may take to show the page again after a modal dialog has gone. It hides
 * everything outside an open dialog with aria-hidden and, when the dialog leaves the page with
 * focus nowhere to return to (the page it was opened on has been left), shows it again on a
 * 250 ms timer (measured: 255 ms), later under load; an audit inside that window saw the whole
 * page as hidden.
 */
const MODAL_UNHIDE_GRACE_MS = 3_000;

export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[data-layout]')).toBeVisible();
  await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    STILL_LOADING,
  );
  await modalHidingCleared(page);
}

/**
 * With no modal dialog in the page, waits for the app's root to lose the aria-hidden a closed
 * dialog left. A root that stays hidden is left for axe to report (aria-hidden-focus).
 */
async function modalHidingCleared(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
        document.getElementById('root')?.getAttribute('aria-hidden') !== 'true',
      undefined,
      { timeout: MODAL_UNHIDE_GRACE_MS },
    )
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}

/** Every page says what it is in one visible h1 (the error screen's h1 stands for the page). */
export async function expectOneHeading(page: Page, where: string): Promise<void> {
  await expect(page.locator('h1:visible'), `${where}: one visible h1`).toHaveCount(1);
}
