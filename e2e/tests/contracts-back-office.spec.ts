// The back office runs the product behind the wizard: a changed wage plan and a changed
// question show in a customer's wizard; codes are checked in the browser and on the server
// with Persian messages; customers are kept out of the back-office pages and calls.
import { expect, test } from '../src/fixtures';
import { demoUser, HOST_ADMIN, signIn } from '../src/sign-in';
import {
  api,
  backOffice,
  C,
  fillPersonalStep,
  person,
  registerCustomer,
  signedInPage,
} from './contracts-support';
import { closeContext } from '../src/close-context';

const DARIUSH = person('1583250689', '09191234567');

test('an edited wage plan and question show in a customer’s wizard', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, backOffice(), '/portfolioWage');
  const plans = page.getByTestId('page-portfolio-wage');
  const lowRisk = plans.getByRole('row').filter({ hasText: 'کم‌ریسک' });
  await lowRisk.getByTestId('edit-wage-plan').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('wage-managementFeePercent').fill('۱٫۷۵');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lowRisk).toContainText('۱٫۷۵٪');

  await page.goto('/questionModify');
  const first = page.getByTestId('question-card').first();
  await first.getByTestId('edit-question').click();
  const question = page.getByRole('dialog');
  await question.getByTestId('question-text').fill('افق سرمایه‌گذاری شما چند سال است؟');
  await question.getByTestId('answer-text').last().fill('بیش از سه سال (بلندمدت)');
  await question.getByRole('button', { name: 'ذخیره' }).click();
  await expect(question).toHaveCount(0);
  await expect(first).toContainText('افق سرمایه‌گذاری شما چند سال است؟');
  await page.getByTestId('preview-questionnaire').click();
  await expect(page.getByRole('dialog').getByTestId('question').first()).toContainText(
    'بیش از سه سال (بلندمدت)',
  );

  const customer = await signedInPage(browser, baseURL, await registerCustomer(page, 'dariush'));
  await customer.goto('/assetManagement');
  await customer.getByTestId('register-contract').click();
  await fillPersonalStep(customer, DARIUSH);
  await customer.getByTestId('step-next').click();
  const questionnaire = customer.getByTestId('step-questionnaire');
  await expect(questionnaire.getByTestId('question').first()).toContainText(
    'افق سرمایه‌گذاری شما چند سال است؟',
  );
  await expect(questionnaire).toContainText('بیش از سه سال (بلندمدت)');
  for (const q of await questionnaire.getByTestId('question').all())
    await q.getByRole('radio').nth(1).check();
  await questionnaire.getByTestId('step-next').click();
  await expect(customer.getByTestId('basket-option-SP-1')).toBeVisible();
  await expect(customer.getByTestId('step-basket')).toContainText(
    'کارمزد مدیریت سالانه ۱٫۷۵٪ از ارزش خالص دارایی‌ها',
  );
  await closeContext(customer.context());
});

test('invalid national code, mobile and Sheba are refused in Persian, in the form and by the server', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 400/);
  await signIn(page, await registerCustomer(page, 'codes'));
  await page.goto('/assetManagement');
  await page.getByTestId('register-contract').click();
  await fillPersonalStep(page, {
    ...DARIUSH,
    nationalCode: '۱۱۱۱۱۱۱۱۱۱',
    mobile: '۰۸۱۲۳۴۵۶۷۸',
    sheba: 'IR820540102680020817909003',
  });
  await page.getByTestId('step-next').click();
  const step = page.getByTestId('step-personal');
  await expect(step.getByText('لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.')).toBeVisible();
  await expect(
    step.getByText('لطفاً شماره موبایل معتبر وارد کنید، مانند ۰۹۱۲۱۲۳۴۵۶۷.'),
  ).toBeVisible();
  await expect(step.getByText('لطفاً شماره شبای معتبر وارد کنید: IR و ۲۴ رقم.')).toBeVisible();

  const contract = await api(page, 'GET', `${C}/active-portfolio-contract`);
  const server = await api(page, 'POST', `${C}/update-portfolio-contract`, {
    id: (contract.body as { id: string }).id,
    nationalCode: '۱۱۱۱۱۱۱۱۱۱',
    mobile: '۰۸۱۲۳۴۵۶۷۸',
    sheba: 'IR820540102680020817909003',
  });
  expect(server.status).toBe(400);
  const problems = (server.body as { error: { validationErrors: { message: string }[] } }).error
    .validationErrors;
  expect(problems.map((p) => p.message)).toEqual([
    'کد ملی معتبر نیست: ده رقم با رقم کنترل درست لازم است.',
    'شمارهٔ همراه معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷.',
    'شمارهٔ شبا معتبر نیست: IR و ۲۴ رقم با رقم‌های کنترل درست لازم است.',
  ]);

  // Valid codes typed in Persian digits go through.
  await fillPersonalStep(page, DARIUSH);
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step-questionnaire')).toBeVisible();
});

test('a customer can open no back-office page and call none of their APIs', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 403/);
  await signIn(page, demoUser('customer2'));
  for (const path of [
    '/portfolioModify',
    '/portfolioModify/baskets',
    '/portfolioWage',
    '/questionModify',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('error-screen')).toContainText('۴۰۳');
  }
  const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/app/portfolio-wage/wage-plans'],
    ['POST', '/api/app/portfolio-wage/wage-plans', {}],
    ['GET', '/api/app/basket/basket-admin-list'],
    ['POST', '/api/app/basket/create-basket', {}],
    ['GET', '/api/app/questionnaire/all-questions'],
    ['PUT', '/api/app/questionnaire/risk-levels', { bands: [] }],
    ['GET', '/api/app/sms-outbox'],
    ['POST', `${C}/move-contact-info-to-crm/00000000-0000-4000-8000-000000000000`],
  ];
  for (const [method, url, body] of calls)
    expect([method, url, (await api(page, method, url, body)).status]).toEqual([method, url, 403]);
});

test('the back office creates a basket', async ({ page }) => {
  await signIn(page, backOffice(), '/portfolioModify/baskets');
  await page.getByTestId('new-basket').click();
  const dialog = page.getByRole('dialog');
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByTestId('basket-code').fill(code);
  await dialog.getByTestId('basket-name').fill('سبد آزمایشی');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox').fill(code);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('سبد آزمایشی');
});

test('in a tenant without baskets the back-office pages send the user home; the baskets page stays', async ({
  page,
  browser,
  baseURL,
}) => {
  const host = await signedInPage(browser, baseURL, HOST_ADMIN);
  const name = `empty${Date.now().toString(36)}`;
  const password = 'empty tenant passphrase 1';
  const created = await api(host, 'POST', '/api/multi-tenancy/tenants', {
    name,
    adminEmailAddress: `admin@${name}.example`,
    adminPassword: password,
  });
  expect(created.status).toBe(200);
  await closeContext(host.context());
  await signIn(page, { tenant: name, userName: 'admin', password });
  for (const path of ['/portfolioWage', '/questionModify', '/portfolioModify']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/portfolioModify/baskets');
  await expect(page.getByTestId('page-baskets')).toBeVisible();
  await expect(page).toHaveURL(/\/portfolioModify\/baskets$/);
});
