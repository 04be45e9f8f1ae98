// Issue 38: nothing modal outlives its page. In the back office, a dialog with typed text and
// its "unsaved changes" question were left over the home page by the browser's Back, with
// neither answer nor the menu working until a reload. Moving to another page now closes every
// dialog and its question; the page arrived at works at once.
import type { Page } from '@playwright/test';
import { navigateInApp } from '../src/a11y/navigate';
import { openDialog } from '../src/a11y/page-views';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';
import { followMenuEntry } from './navigation-support';

/** The contract-for-a-customer dialog with a typed national code, asked to close. */
async function askUnsavedQuestion(page: Page): Promise<void> {
  await navigateInApp(page, '/portfolioModify');
  await expectRemotePage(page, 'page-portfolio-modify');
  await page.getByTestId('create-for-customer').click();
  await page.getByTestId('customer-national-code').fill('۰۰۱');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirmation')).toBeVisible();
}

async function expectWorkingPage(page: Page): Promise<void> {
  await expect(openDialog(page)).toHaveCount(0);
  await followMenuEntry(page, 'Contracts', 'ویرایش سبدها');
  await expectRemotePage(page, 'page-portfolio-modify');
  await page.getByRole('tab', { name: 'سبدها' }).click();
  await expectRemotePage(page, 'page-baskets');
  await page.getByTestId('new-basket').click();
  await expect(openDialog(page)).toHaveCount(1);
}

test('Back from the unsaved-changes question closes it with its dialog and leaves a working page', async ({
  page,
}) => {
  await signIn(page, demoUser('backoffice'));
  await askUnsavedQuestion(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expectWorkingPage(page);
});

test('Forward into a page and Back out of an open dialog close the dialog too', async ({
  page,
}) => {
  await signIn(page, demoUser('backoffice'));
  await navigateInApp(page, '/portfolioModify');
  await page.getByTestId('create-for-customer').click();
  await expect(openDialog(page)).toHaveCount(1);
  await page.goBack();
  await expect(openDialog(page)).toHaveCount(0);
  await page.goForward();
  await expectRemotePage(page, 'page-portfolio-modify');
  await expect(openDialog(page)).toHaveCount(0);
  await page.getByTestId('create-for-customer').click();
  await expect(openDialog(page)).toHaveCount(1);
});
