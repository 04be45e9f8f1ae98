// A new customer's contract through the wizard with the API: each step in order, the steps a
// customer may not take (skipping, approving, setting back-office fields), signing with the
// one-time code read from the SMS outbox, and approval by the back office.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import {
  basketListSchema,
  contractDetailSchema,
  contractSchema,
  riskScoreResultSchema,
  verificationCodeSentSchema,
} from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { answerMiddle, latestCode, offeredBasket, PERSONAL } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';
type Call = ReturnType<typeof caller>;

describe('contract wizard', () => {
  let t: TestApp;
  let customer: Call;
  let customer2: Call;
  let backoffice: Call;
  let other: Call;
  let id: string;
  const update = (who: Call, body: object) =>
    who('POST', `${B}/update-portfolio-contract`, { id, ...body });
  const state = async () =>
    v.parse(contractSchema, (await customer('GET', `${B}/${id}/portfolio-contract-by-id`)).json())
      .stateCode;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    customer = caller(t, await demoAccount(t, 'newcustomer'));
    customer2 = caller(t, await demoAccount(t, 'customer2'));
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    other = caller(t, await otherTenantAdmin(t));
  });
  after(() => t.close());

  it('creates a contract in CompleteUserInformation, once (again resumes it), never as the back office', async () => {
    const asBackOffice = await customer('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
      isFromBackOffice: true,
    });
    expect(asBackOffice.status).toBe(403);
    const skipping = await customer('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'SelectBasket',
      nationalCode: '',
    });
    expect(skipping.status).toBe(409);
    const created = await customer('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
      nationalCode: '',
      basketId: null,
      isFromBackOffice: false,
    });
    const contract = v.parse(contractSchema, created.json());
    expect(contract).toMatchObject({
      stateCode: 'CompleteUserInformation',
      nationalCode: '',
      isFromBackOffice: false,
    });
    id = contract.id;
    // "Register new contract" again resumes the contract in progress instead of a second one.
    const again = await customer('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
    });
    expect(again.status).toBe(200);
    expect(v.parse(contractSchema, again.json()).id).toBe(id);
    expect(await (await customer('GET', `${B}/portfolio-contract-state`)).body).toBe(
      'CompleteUserInformation',
    );
  });

  it('refuses skipped steps and incomplete or invalid personal details', async () => {
    expect((await update(customer, { stateCode: 'SelectBasket' })).status).toBe(409);
    const bad = await update(customer, {
      ...PERSONAL,
      nationalCode: '1111111111',
      sheba: 'IR820540102680020817909003',
      stateCode: 'AnswerQuestionnaire',
    });
    expect(bad.status).toBe(400);
    const members = (
      bad.json() as { error: { validationErrors: { members: string[] }[] } }
    ).error.validationErrors.flatMap((e) => e.members);
    expect(members.sort()).toEqual(['nationalCode', 'sheba']);
    expect(await state()).toBe('CompleteUserInformation');
    expect((await update(customer, { wagePlanId: null })).status).toBe(403);
    expect((await update(customer, { isFromBackOffice: true })).status).toBe(403);
  });

  it('accepts valid details (Persian digits normalized) and moves to the questionnaire', async () => {
    const moved = v.parse(
      contractSchema,
      (await update(customer, { ...PERSONAL, stateCode: 'AnswerQuestionnaire' })).json(),
    );
    expect(moved).toMatchObject({
      stateCode: 'AnswerQuestionnaire',
      mobile: '09121234567',
      nationalCode: '0499370899',
    });
    expect((await update(customer, { firstName: 'دیگر' })).status).toBe(409);
  });

  it('scores the questionnaire and offers baskets up to the risk level', async () => {
    const result = v.parse(riskScoreResultSchema, (await answerMiddle(customer, id)).json());
    expect(result).toMatchObject({ riskScore: 10, riskLevel: 3 });
    expect(result.allowedBaskets.every((b) => b.riskLevel <= 3)).toBe(true);
    expect(await state()).toBe('SelectBasket');
    const risky = await offeredBasket(customer, 'SP-3');
    expect((await update(customer, { basketId: risky })).status).toBe(409);
    const chosen = await offeredBasket(customer, 'SP-2');
    const review = v.parse(
      contractSchema,
      (await update(customer, { basketId: chosen, stateCode: 'ReviewContract' })).json(),
    );
    expect(review).toMatchObject({ stateCode: 'ReviewContract', basketId: chosen });
  });

  it('shows the contract text and needs the commitment before signing', async () => {
    const text = (await customer('GET', `${B}/${id}/contract-file`)).body;
    expect(text).toContain('قرارداد سبدگردانی');
    expect(text).toContain('0499370899');
    expect(text).toContain('دوازده');
    expect((await update(customer, { stateCode: 'SignContract' })).status).toBe(409);
    const letter = await customer('POST', `${B}/commitment-letter`, { portfolioContractId: id });
    expect(letter.body).toContain('نگار امینی');
    const saved = await customer('POST', `${B}/save-commitment-desc`, {
      portfolioContractId: id,
      commitmentDesc: 'خواندم',
    });
    expect(saved.body).toBe('SignContract');
  });

  it('signs only with the one-time code, never by a plain update', async () => {
    for (const stateCode of ['PendingApproval', 'Active'])
      expect((await update(customer, { stateCode })).status).toBe(409);
    expect((await customer('POST', `${B}/${id}/save-contract-file?code=123456`)).status).toBe(400);
    const sent = v.parse(
      verificationCodeSentSchema,
      (await customer('POST', `${B}/send-verification-code`, { portfolioContractId: id })).json(),
    );
    expect(sent).toMatchObject({ mobile: '0912***4567', codeLength: 6 });
    expect(
      (await customer('POST', `${B}/send-verification-code`, { portfolioContractId: id })).status,
    ).toBe(429);
    expect((await customer('GET', '/api/app/sms-outbox')).status).toBe(403);
    const code = await latestCode(backoffice, '09121234567');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await customer('POST', `${B}/${id}/save-contract-file?code=${wrong}`);
    expect((refused.json() as { error: { code: string } }).error.code).toBe(
      'Crm:VerificationCodeInvalid',
    );
    // Typed with Arabic-Indic digits (a customer's keyboard may give those), the code still signs.
    const arabicIndic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const signed = v.parse(
      contractSchema,
      (
        await customer(
          'POST',
          `${B}/${id}/save-contract-file?code=${encodeURIComponent(arabicIndic)}`,
        )
      ).json(),
    );
    expect(signed.stateCode).toBe('PendingApproval');
    expect(signed.signedAt).not.toBeNull();
    expect((await customer('POST', `${B}/${id}/save-contract-file?code=${code}`)).status).toBe(409);
    const file = await customer('POST', `${B}/download-contract-file/${id}`);
    expect(Buffer.from(file.body, 'base64').toString('utf8')).toContain('امضای الکترونیکی');
  });

  it('hides the contract from everyone but its customer and the back office', async () => {
    for (const who of [customer2, other]) {
      for (const path of [
        `${id}/portfolio-contract-by-id`,
        `basket-info-by-portfolio-contract-id/${id}`,
        `customer-by-portfolio-contract-id/${id}`,
        `${id}/contract-file`,
      ])
        expect((await who('GET', `${B}/${path}`)).status).toBe(404);
      expect((await who('DELETE', `${B}/portfolio-contract/${id}`)).status).toBe(404);
      expect(
        (await who('POST', `${B}/update-portfolio-contract`, { id, stateCode: 'Cancelled' }))
          .status,
      ).toBe(404);
    }
    expect(
      (await customer('POST', `${B}/update-portfolio-contract-duration/${id}?contractDuration=24`))
        .status,
    ).toBe(403);
  });

  it('is approved by the back office: the basket becomes the customer’s', async () => {
    expect(await (await customer('GET', `${B}/has-current-user-portfolio-contract`)).json()).toBe(
      false,
    );
    const approved = v.parse(
      contractSchema,
      (await update(backoffice, { stateCode: 'Active' })).json(),
    );
    expect(approved).toMatchObject({ stateCode: 'Active', contractDuration: 12 });
    expect(approved.endDate! > approved.startDate!).toBe(true);
    expect(await (await customer('GET', `${B}/has-current-user-portfolio-contract`)).json()).toBe(
      true,
    );
    const own = v.parse(
      basketListSchema,
      (await customer('GET', '/api/app/basket/approved-baskets-list')).json(),
    );
    expect(own.items.map((b) => b.basketID)).toEqual([approved.basketId]);
    const longer = v.parse(
      contractSchema,
      (
        await backoffice(
          'POST',
          `${B}/update-portfolio-contract-duration/${id}?contractDuration=24`,
        )
      ).json(),
    );
    expect(longer.contractDuration).toBe(24);
    expect((await customer('DELETE', `${B}/portfolio-contract/${id}`)).status).toBe(409);
    const detail = v.parse(
      contractDetailSchema,
      (await customer('GET', `${B}/${id}/portfolio-contract-by-id`)).json(),
    );
    expect(detail.history.map((h) => h.toState)).toEqual([
      'CompleteUserInformation',
      'AnswerQuestionnaire',
      'SelectBasket',
      'ReviewContract',
      'SignContract',
      'PendingApproval',
      'Active',
    ]);
  });
});
