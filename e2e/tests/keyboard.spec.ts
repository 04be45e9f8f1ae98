// The product's main flows with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
// Escape; no clicks): sign in, skip the navbar, switch basket, open a report from the menu, open
// and close dialogs with focus returning to their opener, create a user, change a setting, and
// walk the contract wizard (each step audited by axe on the way). Focus must be visible
// wherever it stops.
import { audit } from '../src/a11y/axe';
import { Findings, formatFindings } from '../src/a11y/findings';
import { settle } from '../src/a11y/settle';
import { expect, test } from '../src/fixtures';
import { selectorText } from '../src/basket-selector';
import { expectFocusVisible, press, retype, tabTo } from '../src/keyboard';
import { DEMO_ADMIN, demoUser } from '../src/sign-in';
import {
  api,
  backOffice,
  cancelContracts,
  latestCode,
  person,
  registerCustomer,
  signedInPage,
} from './contracts-support';
import { randomMobile, randomNationalCode, signInByKeyboard } from './keyboard-support';
import { closeContext } from '../src/close-context';

test('sign in, skip to the content, switch basket and open a report by keyboard', async ({
  page,
}) => {
  await signInByKeyboard(page, demoUser('customer1'));
  const main = page.locator('main');
  // The dashboard's own controls must exist before a Tab from <main> can land on one.
  await expect(page.getByTestId('page-dashboard').getByRole('button').first()).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);

  const selector = page.getByTestId('basket-selector');
  await tabTo(page, selector, { backwards: true });
  await expectFocusVisible(page);
  const before = await selectorText(selector);
  await page.keyboard.press('Enter');
  // The selector's own list (the dashboard's donut chart is a listbox too).
  const list = page.locator(`[id="${await selector.getAttribute('aria-controls')}"]`);
  const other = list.getByRole('option', { selected: false }).first();
  await expect(other).toBeVisible();
  const otherId = await other.getAttribute('id');
  // Each key's move is awaited before the next is pressed: read too early, the old active
  // option would send one more ArrowDown, past the other basket onto the selected one.
  const active = () => selector.getAttribute('aria-activedescendant');
  await press(page, 'Home');
  await expect.poll(active).not.toBeNull();
  for (let i = 0; i < 10 && (await active()) !== otherId; i++) {
    const was = await active();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(was);
  }
  await expect(selector).toHaveAttribute('aria-activedescendant', otherId ?? '');
  await page.keyboard.press('Enter');
  await expect.poll(() => selectorText(selector)).not.toBe(before);
  // The toast follows the choice's save, which waits its turn on a busy server (two products
  // beside this one and the server's test passes, in npm test).
  await expect(page.getByText('سبد مورد نظر انتخاب شد')).toBeVisible({ timeout: 30_000 });
  const saved = await api(page, 'GET', '/api/app/basket/current-user-basket-info');
  expect(await selectorText(selector)).toContain((saved.body as { basketCode: string }).basketCode);
  await expect(selector).toBeFocused();

  const reports = page.getByTestId('menu-group-Reports');
  await tabTo(page, reports, { backwards: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const report = page.getByTestId('menu-item-PortfolioStatus');
  await expect(report).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolioStatus$/);
  await expect(main).toBeFocused();
  // The next Tabs go through the breadcrumb into the report, not back into the navbar.
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);
  await tabTo(page, page.getByTestId('page-portfolio-status'), { max: 4 });
  await expectFocusVisible(page);
});

test('dialogs open and close by keyboard, keep focus inside and give it back to their opener', async ({
  page,
}) => {
  await signInByKeyboard(page, DEMO_ADMIN, '/identity/users');
  const create = page.getByTestId('list-create');
  await tabTo(page, create);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await expect(dialog.locator(':focus'), 'focus stays in the open dialog').toHaveCount(1);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // From a row's action menu: the menu item goes with its menu, focus returns to the menu button.
  const actions = page.getByTestId('row-actions').first();
  await tabTo(page, actions);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const permissions = page.getByTestId('row-action-Permissions');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 6 && !(await permissions.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(permissions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('permission-management')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(actions).toBeFocused();
});

test('an administrator creates a user in identity by keyboard', async ({ page }) => {
  const userName = `kbd${Date.now().toString(36)}`;
  await signInByKeyboard(page, DEMO_ADMIN, '/identity/users');
  await tabTo(page, page.getByTestId('list-create'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.locator('input[name="userName"]'));
  await expectFocusVisible(page);
  await page.keyboard.type(userName);
  await tabTo(page, dialog.locator('input[name="password"]'));
  await page.keyboard.type(`Pw-${Date.now()}-long`);
  await tabTo(page, dialog.locator('input[name="email"]'));
  await page.keyboard.type(`${userName}@example.com`);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('با موفقیت ذخیره شد')).toBeVisible();
  await expect(page.getByTestId('list-create')).toBeFocused();

  await tabTo(page, page.getByTestId('page-users').getByRole('searchbox'));
  await page.keyboard.type(userName);
  await expect(page.getByRole('row').filter({ hasText: userName })).toBeVisible();
  const found = await api(page, 'GET', `/api/identity/users?filter=${userName}`);
  const user = (found.body as { items: { id: string; userName: string }[] }).items[0]!;
  expect(user.userName).toBe(userName);
  await api(page, 'DELETE', `/api/identity/users/${user.id}`);
});

test('an administrator changes a setting by keyboard', async ({ page }) => {
  const emailing = '/api/setting-management/emailing';
  await signInByKeyboard(page, DEMO_ADMIN, '/setting-management');
  const before = (await api(page, 'GET', emailing)).body as Record<string, unknown>;
  const sender = `CRM ${Date.now().toString(36)}`;
  try {
    await tabTo(page, page.locator('input[name="defaultFromDisplayName"]'));
    await expectFocusVisible(page);
    await retype(page, sender);
    await tabTo(page, page.getByTestId('page-settings').locator('button[type="submit"]'));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('با موفقیت ذخیره شد')).toBeVisible();
    const after = (await api(page, 'GET', emailing)).body as Record<string, unknown>;
    expect(after.defaultFromDisplayName).toBe(sender);
  } finally {
    await api(page, 'POST', emailing, { ...before, smtpPassword: undefined });
  }
});

test('a new customer walks the contract wizard by keyboard; every step passes axe', async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  consoleProblems.allow(/status of 400/);
  const who = person(randomNationalCode(), randomMobile());
  const findings = new Findings();
  const auditStep = async (name: string) => {
    await settle(page);
    findings.add(`wizard step: ${name}`, await audit(page));
  };
  const customer = await registerCustomer(page, 'kbd');
  await signInByKeyboard(page, customer);

  await tabTo(page, page.getByTestId('add-contract'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assetManagement$/);
  const personal = page.getByTestId('step-personal');
  await expect(personal).toBeVisible();
  await auditStep('personal information');
  for (const field of ['firstName', 'lastName', 'nationalCode', 'mobile', 'birthDate'] as const) {
    await tabTo(page, personal.getByTestId(`field-${field}`));
    await page.keyboard.type(who[field]);
  }
  await tabTo(page, personal.getByTestId('field-sheba'));
  await page.keyboard.type(who.sheba);
  await tabTo(page, personal.getByTestId('field-address'));
  await page.keyboard.type(who.address);
  await tabTo(page, personal.getByTestId('step-next'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  const questionnaire = page.getByTestId('step-questionnaire');
  await expect(questionnaire.getByTestId('question').first()).toBeVisible();
  await auditStep('questionnaire');
  for (const question of await questionnaire.getByTestId('question').all()) {
    await tabTo(page, question.getByRole('radiogroup'));
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
    await expect(question.getByRole('radio').nth(1)).toBeChecked();
  }
  await tabTo(page, questionnaire.getByTestId('step-next'));
  await page.keyboard.press('Enter');

  const basket = page.getByTestId('step-basket');
  await expect(basket.getByTestId('risk-result')).toBeVisible();
  await auditStep('basket');
  await tabTo(page, basket.getByRole('radiogroup'));
  await page.keyboard.press('Space');
  await expect(basket.getByRole('radio').first()).toBeChecked();
  await tabTo(page, basket.getByTestId('step-next'));
  await page.keyboard.press('Enter');

  const review = page.getByTestId('step-review');
  await expect(review.getByTestId('contract-text')).toBeVisible();
  await auditStep('review');
  await tabTo(page, review.getByTestId('contract-text'));
  await expectFocusVisible(page);
  await tabTo(page, review.getByTestId('commitment-desc'));
  await page.keyboard.type('متن قرارداد را خواندم.');
  await tabTo(page, review.getByTestId('accept-commitment'));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await tabTo(page, review.getByTestId('step-next'));
  await page.keyboard.press('Enter');

  const sign = page.getByTestId('step-sign');
  await expect(sign.getByTestId('send-code')).toBeVisible();
  await auditStep('signing');
  await tabTo(page, sign.getByTestId('send-code'));
  await page.keyboard.press('Enter');
  await expect(sign.getByTestId('code-sent')).toBeVisible();
  const backoffice = await signedInPage(browser, baseURL, backOffice(), '/portfolioModify');
  try {
    const code = await latestCode(backoffice, who.mobileLatin);
    await tabTo(page, sign.getByTestId('verification-code'));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-pending')).toBeVisible();
    await auditStep('waiting for approval');
  } finally {
    await cancelContracts(backoffice, who.nationalCodeLatin);
    await closeContext(backoffice.context());
  }
  const blocking = findings.blocking();
  expect(blocking.length, formatFindings(blocking)).toBe(0);
});
