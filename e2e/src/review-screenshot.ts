// Screenshots kept for people to look at, never compared with a reference: the same page draws
// with slightly different glyphs on another machine's fonts and Chromium, so a pixel comparison
// would fail on nothing, or be loosened until it proved nothing. Each is attached to the report
// under a name that says so; what must hold on the page is asserted by the test around it.
import { test, type Page } from '@playwright/test';

export async function saveForReview(page: Page, name: string): Promise<void> {
  const info = test.info();
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(`for review, not compared: ${name}`, { path, contentType: 'image/png' });
}
