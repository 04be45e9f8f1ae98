// Tells a page that recovered in place from one that was reloaded: a marker set on `window`
// survives anything but a reload, which starts a new window object without it.
import { expect, type Page } from '@playwright/test';

type MarkedWindow = Window & { recoveryMarker?: string };

export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as MarkedWindow).recoveryMarker = 'not reloaded'));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as MarkedWindow).recoveryMarker)).toBe('not reloaded');
}

/** Waits until the page holds a new document: the marked window is gone. */
export async function expectNewDocument(page: Page): Promise<void> {
  // A read may meet the navigation half-way (its context destroyed): read again.
  await expect(async () => {
    expect(await page.evaluate(() => (window as MarkedWindow).recoveryMarker ?? null)).toBeNull();
  }).toPass();
}
