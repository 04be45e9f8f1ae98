// The customer's way from no contract to an active portfolio, entirely through the UI:
// `newcustomer` registers a contract, walks every step of the wizard (signing with the code the
// back office reads from the SMS outbox), waits for approval; the back office approves; the
// customer signs in again to an open menu with the new basket.
import { expect, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';
import {
  answerQuestionnaire,
  api,
  backOffice,
  C,
  cancelContracts,
  checkApproval,
  confirmDialog,
  fillPersonalStep,
  latestCode,
  openContractOf,
  person,
  signedInPage,
} from './contracts-support';
import { closeContext, closePage } from '../src/close-context';

const NEGAR = person('0499370899', '09121234567');

test.describe.configure({ timeout: 180_000 });

test('newcustomer becomes an active portfolio holder through the wizard and the back office', async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 400/);
  await signIn(page, demoUser('newcustomer'));
  // A contract another spec may have started is removed first: this walk starts from nothing.
  const own = await api(page, 'GET', `${C}/portfolio-contracts`);
  for (const c of (own.body as { items: { id: string; stateCode: string }[] }).items)
    if (c.stateCode !== 'Active') await api(page, 'DELETE', `${C}/portfolio-contract/${c.id}`);
  await page.reload();
  await expect(page.getByTestId('main-menu').getByRole('link')).toHaveCount(0);

  await page.getByTestId('add-contract').click();
  await expect(page).toHaveURL(/\/assetManagement$/);
  await expect(page.getByTestId('progress-CompleteUserInformation')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await fillPersonalStep(page, NEGAR);
  await page.getByTestId('step-next').click();

  // Leaving and coming back keeps the progress: the wizard resumes at the questionnaire.
  await expect(page.getByTestId('step-questionnaire')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('add-contract').click();
  await expect(page.getByTestId('step-questionnaire')).toBeVisible();
  await answerQuestionnaire(page, 1);

  const basketStep = page.getByTestId('step-basket');
  await expect(basketStep.getByTestId('risk-result')).toContainText('۱۰');
  await expect(basketStep.getByTestId('risk-result')).toContainText('متوسط');
  const joint = basketStep.getByTestId('basket-option-JB-1');
  await expect(basketStep.getByText('سبد مشترک رشد')).toBeVisible();
  await expect(basketStep.getByText(/کارمزد عملکرد ۲۰٪ از بازدهٔ مازاد بر ۱۸٪/)).toBeVisible();
  await expect(basketStep.getByTestId('basket-option-SP-3')).toHaveCount(0);
  await joint.check();
  await basketStep.getByTestId('step-next').click();

  const review = page.getByTestId('step-review');
  await expect(review.getByTestId('review-summary')).toContainText('دوازده');
  await expect(review.getByTestId('review-summary')).toContainText('بیست');
  await expect(review.getByTestId('contract-text')).toContainText('سبد مشترک رشد');
  await expect(review.getByTestId('commitment-letter')).toContainText('نگار امینی');
  await expect(review.getByTestId('step-next')).toBeDisabled();
  await review.getByTestId('commitment-desc').fill('متن قرارداد را خواندم.');
  await review.getByTestId('accept-commitment').click();
  await review.getByTestId('step-next').click();

  const sign = page.getByTestId('step-sign');
  await sign.getByTestId('send-code').click();
  await expect(sign.getByTestId('code-sent')).toContainText('۶');
  await expect(sign.getByTestId('send-code')).toBeDisabled();
  await expect(sign.getByTestId('send-code')).toContainText('ارسال دوباره تا');
  const backoffice = await signedInPage(browser, baseURL, backOffice(), '/portfolioModify');
  const code = await latestCode(backoffice, NEGAR.mobileLatin);
  const wrong = code === '000000' ? '111111' : '000000';
  await sign.getByTestId('verification-code').fill(wrong);
  await sign.getByTestId('step-next').click();
  await expect(sign.getByTestId('step-error')).toHaveText('کد تأیید نادرست است.');
  await sign
    .getByTestId('verification-code')
    .fill(code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  await sign.getByTestId('step-next').click();
  await expect(page.getByTestId('step-pending')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('step-pending')).toBeVisible();

  await openContractOf(backoffice, NEGAR.nationalCodeLatin);
  await expect(backoffice.getByTestId('contract-facts')).toContainText('در انتظار تأیید');
  await backoffice.getByTestId('action-approve').click();
  await confirmDialog(backoffice);
  await expect(backoffice.getByText('قرارداد تأیید شد.')).toBeVisible();
  await expect(backoffice.getByTestId('contract-facts')).toContainText('فعال');

  await checkApproval(page);
  await expect(page.getByTestId('contract-active')).toContainText('سبد مشترک رشد');

  // The dashboard button loads the application again: the shell computes menu access anew.
  await page.getByTestId('go-home').click();
  await expect(page.getByTestId('main-menu')).toContainText('خانه');
  await expect(page.getByTestId('add-contract')).toHaveCount(0);

  // Signing in again (a new browser session): the menu is open, no "register new contract",
  // the basket in the navbar.
  await closePage(page);
  const again = await signedInPage(browser, baseURL, demoUser('newcustomer'));
  await expect(again.getByTestId('main-menu').getByRole('link').first()).toBeVisible();
  await expect(again.getByTestId('main-menu')).toContainText('خانه');
  await expect(again.getByTestId('add-contract')).toHaveCount(0);
  await expect(again.getByTestId('user-name')).toContainText('JB-1');
  await again.screenshot({ path: 'test-results/contracts-customer-active.png' });
  await closeContext(again.context());

  // Leave newcustomer as the other specs expect them: without a contract.
  await cancelContracts(backoffice, NEGAR.nationalCodeLatin);
  await closeContext(backoffice.context());
});
