// Score bands decide a customer's risk level, and the level the baskets offered: when the back
// office moves the bands, the same answers give another level and another offer.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { answerMiddle, wizardUpTo } from '../helpers/contract-wizard';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const Q = '/api/app/questionnaire';
type Call = ReturnType<typeof caller>;
interface Scored {
  riskScore: number;
  riskLevel: number;
  riskLevelTitle: string;
  allowedBaskets: { basketCode: string; riskLevel: number }[];
}
interface Bands {
  items: { level: number; minScore: number; title: string }[];
}

describe('risk bands: score → risk level → baskets offered', () => {
  let t: TestApp;
  let backoffice: Call;
  let customer: Call;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    customer = caller(t, await demoAccount(t, 'newcustomer'));
  });
  after(() => t.close());

  it('gives the same answers a lower level and a smaller offer once the bands are raised', async () => {
    const contractId = await wizardUpTo(customer, 'AnswerQuestionnaire');
    const before = (await answerMiddle(customer, contractId)).json() as Scored;
    expect(before.riskLevel).toBeGreaterThan(1);
    expect(before.allowedBaskets.some((b) => b.riskLevel > 1)).toBe(true);

    // Every level up to the lowest basket's stays within reach of the score; the next is not.
    const lowest = Math.min(...before.allowedBaskets.map((b) => b.riskLevel));
    expect(lowest).toBeLessThan(before.riskLevel);
    const raised = [
      ...Array.from({ length: lowest }, (_, i) => ({
        level: i + 1,
        minScore: i,
        title: `سطح ${i + 1}`,
      })),
      { level: lowest + 1, minScore: before.riskScore + 1, title: 'بالاتر' },
    ];
    const saved = await backoffice('PUT', `${Q}/risk-levels`, { bands: raised });
    expect(saved.status).toBe(204);
    expect(((await customer('GET', `${Q}/risk-levels`)).json() as Bands).items).toEqual(raised);

    const back = await customer('POST', '/api/app/portfolio-contract/update-portfolio-contract', {
      id: contractId,
      stateCode: 'AnswerQuestionnaire',
    });
    expect(back.status).toBe(200);
    const after = (await answerMiddle(customer, contractId)).json() as Scored;
    expect(after).toMatchObject({ riskScore: before.riskScore, riskLevel: lowest });
    expect(after.riskLevelTitle).toBe(`سطح ${lowest}`);
    expect(after.allowedBaskets.length).toBeGreaterThan(0);
    expect(after.allowedBaskets.every((b) => b.riskLevel <= lowest)).toBe(true);
    expect(after.allowedBaskets.length).toBeLessThan(before.allowedBaskets.length);
  });

  it('refuses bands from anyone but the back office, and two bands for one level', async () => {
    const bands = [{ level: 1, minScore: 0, title: 'x' }];
    expect((await customer('PUT', `${Q}/risk-levels`, { bands })).status).toBe(403);
    const twice = await backoffice('PUT', `${Q}/risk-levels`, { bands: [...bands, ...bands] });
    expect(twice.status).toBe(400);
  });
});
