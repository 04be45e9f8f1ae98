// national-code-vectors.json through the contract endpoint: a valid code lets the contract move
// on to the questionnaire (then back, for the next vector), an invalid one is refused with a
// validation error on `nationalCode`. Persian and Arabic digits count as digits.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { PERSONAL, wizardUpTo } from '../helpers/contract-wizard';
import { readTestData } from '../helpers/test-data';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';

describe('national codes through the contract endpoint', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ portfolio: true });
  });
  after(() => t.close());

  it('accepts exactly the valid vectors; also checks mobile and Sheba', async () => {
    const customer = caller(t, await demoAccount(t, 'newcustomer'));
    const id = await wizardUpTo(customer, 'CompleteUserInformation');
    const vectors = readTestData<{ code: string; valid: boolean }[]>('national-code-vectors.json');
    expect(vectors.some((x) => x.valid) && vectors.some((x) => !x.valid)).toBe(true);
    for (const { code, valid } of vectors) {
      const moved = await customer('POST', `${B}/update-portfolio-contract`, {
        id,
        ...PERSONAL,
        nationalCode: code,
        stateCode: 'AnswerQuestionnaire',
      });
      expect([code, moved.status]).toEqual([code, valid ? 200 : 400]);
      if (valid) {
        expect(
          (
            await customer('POST', `${B}/update-portfolio-contract`, {
              id,
              stateCode: 'CompleteUserInformation',
            })
          ).status,
        ).toBe(200);
      } else {
        expect(moved.body).toContain('nationalCode');
      }
    }
    for (const [field, value] of [
      ['mobile', '0980123456'],
      ['mobile', '09121'],
      ['sheba', 'IR012345678901234567890123'],
    ]) {
      const refused = await customer('POST', `${B}/update-portfolio-contract`, {
        id,
        ...PERSONAL,
        [field!]: value,
        stateCode: 'AnswerQuestionnaire',
      });
      expect([field, refused.status]).toEqual([field, 400]);
    }
    const plusPrefix = await customer('POST', `${B}/update-portfolio-contract`, {
      id,
      ...PERSONAL,
      mobile: '+989121234567',
      sheba: 'IR490170000000001234567890',
      stateCode: 'AnswerQuestionnaire',
    });
    expect(plusPrefix.status).toBe(200);
  });
});
