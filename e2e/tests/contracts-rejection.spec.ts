// The rejection path: a customer's signed contract is rejected by the back office with a
// reason; the customer sees the reason on the contract page and may register a new contract.
import { expect, test } from '../src/fixtures';
import { signIn } from '../src/sign-in';
import {
  api,
  checkApproval,
  backOffice,
  C,
  latestCode,
  openContractOf,
  person,
  registerCustomer,
  signedInPage,
} from './contracts-support';
import { closeContext } from '../src/close-context';

const SARA = person('0790419904', '09351112233');
const REASON = 'تصویر کارت ملی خوانا نیست.';

test('a rejected contract shows the back office’s reason, and a new one can be started', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(page, 'sara');
  await signIn(page, customer);
  const backoffice = await signedInPage(browser, baseURL, backOffice(), '/portfolioModify');

  // Up to signing through the API (the UI of these steps is walked in contracts-wizard.spec).
  const created = await api(page, 'POST', `${C}/save-portfolio-contract`, {
    stateCode: 'CompleteUserInformation',
    nationalCode: '',
    isFromBackOffice: false,
  });
  const id = (created.body as { id: string }).id;
  const update = (body: object) =>
    api(page, 'POST', `${C}/update-portfolio-contract`, { id, ...body });
  const personal = await update({
    firstName: SARA.firstName,
    lastName: SARA.lastName,
    nationalCode: SARA.nationalCode,
    mobile: SARA.mobile,
    sheba: SARA.sheba,
    address: SARA.address,
    stateCode: 'AnswerQuestionnaire',
  });
  expect(personal.status, JSON.stringify(personal.body)).toBe(200);
  const questions = await api(page, 'GET', '/api/app/questionnaire/questions');
  const answers = (
    questions.body as { items: { id: string; answers: { id: string }[] }[] }
  ).items.map((q) => ({ questionId: q.id, answerId: q.answers[1]!.id }));
  const scored = await api(page, 'PUT', '/api/app/basket/basket-info-risk-score', {
    portfolioContractId: id,
    answers,
  });
  const offered = (scored.body as { allowedBaskets: { basketID: string; kind: string }[] })
    .allowedBaskets;
  const basketId = (offered.find((b) => b.kind === 'joint') ?? offered[0])!.basketID;
  expect((await update({ basketId, stateCode: 'ReviewContract' })).status).toBe(200);
  await api(page, 'POST', `${C}/save-commitment-desc`, { portfolioContractId: id });
  await api(page, 'POST', `${C}/send-verification-code`, { portfolioContractId: id });
  const code = await latestCode(backoffice, SARA.mobileLatin);
  expect((await api(page, 'POST', `${C}/${id}/save-contract-file?code=${code}`)).status).toBe(200);

  await page.goto('/assetManagement');
  await expect(page.getByTestId('step-pending')).toBeVisible();

  await openContractOf(backoffice, SARA.nationalCodeLatin);
  // The contract signed with the code is stored as its file; the back office downloads it.
  const download = backoffice.waitForEvent('download');
  await backoffice.getByTestId('action-download').click();
  expect((await download).suggestedFilename()).toBe(`contract-${id}.txt`);
  await backoffice.getByTestId('action-reject').click();
  await backoffice.getByTestId('reject-reason').fill(REASON);
  await backoffice.getByRole('dialog').getByRole('button', { name: 'ذخیره' }).click();
  await expect(backoffice.getByText('قرارداد رد شد.')).toBeVisible();
  await expect(backoffice.getByTestId('contract-facts')).toContainText(REASON);
  await expect(backoffice.getByTestId('action-approve')).toHaveCount(0);
  await closeContext(backoffice.context());

  await checkApproval(page);
  const closed = page.getByTestId('contract-closed');
  await expect(closed).toContainText('قرارداد رد شد');
  await expect(closed.getByTestId('closed-reason')).toContainText(REASON);
  await page.reload();
  await expect(page.getByTestId('closed-reason')).toContainText(REASON);
  await page.getByTestId('register-contract').click();
  await expect(page.getByTestId('step-personal')).toBeVisible();
});
