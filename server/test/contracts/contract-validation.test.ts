// The wizard's personal details checked by the server as the form checks them: invalid national
// code, mobile and Sheba refused with Persian (or English) messages naming the field, Persian
// and Arabic digits accepted, and the customer's "register new contract" resuming the open one.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { contractSchema } from '@crm/shared/dto';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { PERSONAL } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';
type Call = ReturnType<typeof caller>;
type Problems = { error: { validationErrors: { message: string; members: string[] }[] } };

describe('personal details of a contract', () => {
  let t: TestApp;
  let fa: Call;
  let en: Call;
  let id: string;
  const update = (who: Call, body: object) =>
    who('POST', `${B}/update-portfolio-contract`, { id, ...body });

  before(async () => {
    t = await createTestApp({ portfolio: true });
    const headers = await demoAccount(t, 'newcustomer');
    fa = caller(t, { ...headers, 'accept-language': 'fa-IR' });
    en = caller(t, { ...headers, 'accept-language': 'en' });
    id = v.parse(
      contractSchema,
      (
        await fa('POST', `${B}/save-portfolio-contract`, { stateCode: 'CompleteUserInformation' })
      ).json(),
    ).id;
  });
  after(() => t.close());

  it('refuses an invalid national code, mobile and Sheba on saving, in Persian', async () => {
    const response = await update(fa, {
      nationalCode: '۱۲۳۴۵۶۷۸۹۰',
      mobile: '0812345678',
      sheba: 'IR820540102680020817909003',
    });
    expect(response.status).toBe(400);
    const problems = (response.json() as Problems).error.validationErrors;
    expect(Object.fromEntries(problems.map((p) => [p.members[0], p.message]))).toEqual({
      nationalCode: 'کد ملی معتبر نیست: ده رقم با رقم کنترل درست لازم است.',
      mobile: 'شمارهٔ همراه معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷.',
      sheba: 'شمارهٔ شبا معتبر نیست: IR و ۲۴ رقم با رقم‌های کنترل درست لازم است.',
    });
  });

  it('speaks English to an English page', async () => {
    const response = await update(en, { mobile: '12345' });
    const [problem] = (response.json() as Problems).error.validationErrors;
    expect(problem!.message).toContain('mobile number is not valid');
  });

  it('keeps a partial save of valid details, and names what is missing before moving on', async () => {
    const saved = await update(fa, { firstName: 'نگار', nationalCode: '٠٤٩٩٣٧٠٨٩٩' });
    expect(v.parse(contractSchema, saved.json()).nationalCode).toBe('0499370899');
    const early = await update(fa, { stateCode: 'AnswerQuestionnaire' });
    expect(early.status).toBe(400);
    const members = (early.json() as Problems).error.validationErrors.flatMap((p) => p.members);
    expect(members.sort()).toEqual(['lastName', 'mobile', 'sheba']);
    const moved = await update(fa, { ...PERSONAL, stateCode: 'AnswerQuestionnaire' });
    expect(v.parse(contractSchema, moved.json()).stateCode).toBe('AnswerQuestionnaire');
  });

  it('resumes the open contract when the customer registers a new one', async () => {
    const again = await fa('POST', `${B}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
    });
    expect(v.parse(contractSchema, again.json())).toMatchObject({
      id,
      stateCode: 'AnswerQuestionnaire',
    });
  });
});
