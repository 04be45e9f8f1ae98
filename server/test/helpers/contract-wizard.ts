// Drives a customer's new contract through the wizard with the API, step by step.
import type { caller } from './demo-accounts';

type Call = ReturnType<typeof caller>;
const B = '/api/app/portfolio-contract';

export const PERSONAL = {
  nationalCode: '0499370899',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  firstName: 'نگار',
  lastName: 'امینی',
  sheba: 'IR820540102680020817909002',
};

async function ok(response: Promise<{ status: number; body: string; json: () => unknown }>) {
  const r = await response;
  if (r.status >= 300) throw new Error(`${r.status} ${r.body}`);
  return r;
}

export async function answerMiddle(customer: Call, contractId: string) {
  const questions = (await ok(customer('GET', '/api/app/questionnaire/questions'))).json() as {
    items: { id: string; answers: { id: string; weight: number }[] }[];
  };
  const answers = questions.items.map((q) => ({
    questionId: q.id,
    answerId: q.answers.find((a) => a.weight === 2)!.id,
  }));
  return ok(
    customer('PUT', '/api/app/basket/basket-info-risk-score', {
      portfolioContractId: contractId,
      answers,
    }),
  );
}

export async function offeredBasket(customer: Call, code: string): Promise<string> {
  const list = (
    await ok(customer('GET', '/api/app/basket/basket-list?maxResultCount=100'))
  ).json() as {
    items: { basketID: string; basketCode: string }[];
  };
  return list.items.find((b) => b.basketCode === code)!.basketID;
}

/** A new contract of `customer` moved on up to (and including) `until`. */
export async function wizardUpTo(
  customer: Call,
  until:
    | 'CompleteUserInformation'
    | 'AnswerQuestionnaire'
    | 'SelectBasket'
    | 'ReviewContract'
    | 'SignContract',
  personal: Partial<typeof PERSONAL> = {},
) {
  const created = (
    await ok(
      customer('POST', `${B}/save-portfolio-contract`, {
        stateCode: 'CompleteUserInformation',
        nationalCode: '',
        basketId: null,
        isFromBackOffice: false,
      }),
    )
  ).json() as { id: string };
  const id = created.id;
  const steps = ['AnswerQuestionnaire', 'SelectBasket', 'ReviewContract', 'SignContract'];
  const stop = steps.indexOf(until);
  if (stop >= 0)
    await ok(
      customer('POST', `${B}/update-portfolio-contract`, {
        id,
        ...PERSONAL,
        ...personal,
        stateCode: 'AnswerQuestionnaire',
      }),
    );
  if (stop >= 1) await answerMiddle(customer, id);
  if (stop >= 2)
    await ok(
      customer('POST', `${B}/update-portfolio-contract`, {
        id,
        basketId: await offeredBasket(customer, 'SP-2'),
        stateCode: 'ReviewContract',
      }),
    );
  if (stop >= 3)
    await ok(
      customer('POST', `${B}/save-commitment-desc`, {
        portfolioContractId: id,
        commitmentDesc: 'خوانده شد',
      }),
    );
  return id;
}

/** The latest code sent to a mobile, read from the SMS outbox by the back office. */
export async function latestCode(backoffice: Call, mobile: string): Promise<string> {
  const outbox = (await ok(backoffice('GET', `/api/app/sms-outbox?mobile=${mobile}`))).json() as {
    items: { body: string }[];
  };
  return /(\d{6})/.exec(outbox.items[0]!.body)![1]!;
}
