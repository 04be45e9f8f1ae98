// The back office's questionnaire editor: every question with answers and weights, changing a
// question (text, order, active flag, answers added, changed and removed), what a customer then
// sees and scores, and who may do it.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { adminQuestionListSchema, riskQuestionnaireSchema } from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { wizardUpTo } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';

const Q = '/api/app/questionnaire';
type Call = ReturnType<typeof caller>;

describe('questionnaire editor', () => {
  let t: TestApp;
  let backoffice: Call;
  let customer: Call;
  let other: Call;
  const all = async () =>
    v.parse(adminQuestionListSchema, (await backoffice('GET', `${Q}/all-questions`)).json()).items;
  const shown = async () =>
    v.parse(riskQuestionnaireSchema, (await customer('GET', `${Q}/questions`)).json()).items;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    customer = caller(t, await demoAccount(t, 'newcustomer'));
    other = caller(t, await otherTenantAdmin(t));
  });
  after(() => t.close());

  it('lists every question in order with weighted answers', async () => {
    const questions = await all();
    expect(questions).toHaveLength(5);
    expect(questions.map((q) => q.sortOrder)).toEqual([0, 1, 2, 3, 4]);
    expect(questions[0]!.answers.map((a) => a.weight)).toEqual([0, 2, 4]);
  });

  it('changes a question: text, weights, an answer added, one removed, the order', async () => {
    const [first] = await all();
    const response = await backoffice('PUT', `${Q}/questions/${first!.id}`, {
      text: 'افق سرمایه‌گذاری شما؟',
      sortOrder: 9,
      isActive: true,
      answers: [
        { id: first!.answers[2]!.id, text: 'بیش از سه سال', weight: 5 },
        { id: first!.answers[0]!.id, text: 'کمتر از یک سال', weight: 0 },
        { text: 'بیش از ده سال', weight: 6 },
      ],
    });
    expect(response.status).toBe(204);
    const questions = await all();
    const changed = questions.at(-1)!;
    expect(changed).toMatchObject({ id: first!.id, text: 'افق سرمایه‌گذاری شما؟', sortOrder: 9 });
    expect(changed.answers.map((a) => [a.text, a.weight])).toEqual([
      ['بیش از سه سال', 5],
      ['کمتر از یک سال', 0],
      ['بیش از ده سال', 6],
    ]);
    expect((await shown()).at(-1)!.answers).toHaveLength(3);
  });

  it('hides an inactive question from customers and scores without it', async () => {
    const [second] = await all();
    await backoffice('PUT', `${Q}/questions/${second!.id}`, {
      text: second!.text,
      sortOrder: second!.sortOrder,
      isActive: false,
      answers: second!.answers.map(({ id, text, weight }) => ({ id, text, weight })),
    });
    expect((await shown()).map((q) => q.id)).not.toContain(second!.id);
    const contractId = await wizardUpTo(customer, 'AnswerQuestionnaire');
    const answers = (await shown()).map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
    const scored = await customer('PUT', '/api/app/basket/basket-info-risk-score', {
      portfolioContractId: contractId,
      answers,
    });
    expect(scored.status).toBe(200);
  });

  it('keeps answers customers chose, and refuses fewer than two answers', async () => {
    const questions = await all();
    const used = questions.find((q) => q.isActive)!;
    const refused = await backoffice('PUT', `${Q}/questions/${used.id}`, {
      text: used.text,
      sortOrder: used.sortOrder,
      isActive: true,
      answers: used.answers.slice(1).map(({ id, text, weight }) => ({ id, text, weight })),
    });
    expect(refused.status).toBe(409);
    const single = await backoffice('PUT', `${Q}/questions/${used.id}`, {
      text: used.text,
      sortOrder: 0,
      isActive: true,
      answers: [{ text: 'تنها', weight: 1 }],
    });
    expect(single.status).toBe(400);
  });

  it('is closed to customers and to another tenant', async () => {
    const [first] = await all();
    const body = { text: 'x', sortOrder: 0, isActive: true, answers: first!.answers };
    expect((await customer('GET', `${Q}/all-questions`)).status).toBe(403);
    expect((await customer('PUT', `${Q}/questions/${first!.id}`, body)).status).toBe(403);
    expect((await other('PUT', `${Q}/questions/${first!.id}`, body)).status).toBe(404);
    expect(
      v.parse(adminQuestionListSchema, (await other('GET', `${Q}/all-questions`)).json()).items,
    ).toEqual([]);
  });
});
