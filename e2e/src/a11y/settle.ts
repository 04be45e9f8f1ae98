// Waits until a page has finished arriving: its layout is there, its h1 is shown, nothing says
// it is still loading, and no animation runs (axe judges contrast on the colours it sees).
import { expect, type Page } from '@playwright/test';

const STILL_LOADING = [
  '.fui-Spinner',
  '[data-testid="loader-bar"]',
  '[data-testid="report-loading"]',
  '[aria-busy="true"]',
].join(', ');

export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[data-layout]')).toBeVisible();
  await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    STILL_LOADING,
  );
}

/** Every page says what it is in one visible h1 (the error screen's h1 stands for the page). */
export async function expectOneHeading(page: Page, where: string): Promise<void> {
  await expect(page.locator('h1:visible'), `${where}: one visible h1`).toHaveCount(1);
}
