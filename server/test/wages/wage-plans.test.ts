// Wage plans in the back office: who may manage them, the 0–100 % and period rules, no
// overlapping periods per basket kind and risk level, plans in use kept, the plan in force for a
// basket as a customer sees it (and in the contract text), and another tenant kept out.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { wagePlanListSchema, wagePlanSchema, wagePlanTermsSchema } from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { offeredBasket, wizardUpTo } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';

const W = '/api/app/portfolio-wage';
type Call = ReturnType<typeof caller>;

const plan = (overrides: object = {}) => ({
  title: 'کارمزد آزمایشی',
  basketKind: 'special',
  riskLevel: 5,
  managementFeePercent: 1.75,
  performanceFeePercent: 10,
  hurdlePercent: 20,
  effectiveFrom: '2030-01-01',
  effectiveTo: '2030-12-31',
  ...overrides,
});

const messages = (response: { json: () => unknown }) =>
  (response.json() as { error: { validationErrors: { message: string; members: string[] }[] } })
    .error.validationErrors;

describe('wage plans', () => {
  let t: TestApp;
  let backoffice: Call;
  let customer: Call;
  let other: Call;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, {
      ...(await demoAccount(t, 'backoffice')),
      'accept-language': 'fa',
    });
    customer = caller(t, await demoAccount(t, 'newcustomer'));
    other = caller(t, await otherTenantAdmin(t));
  });
  after(() => t.close());

  it('lists the demo plans with their periods, usage and percentages', async () => {
    const list = v.parse(wagePlanListSchema, (await backoffice('GET', `${W}/wage-plans`)).json());
    expect(list.totalCount).toBe(4);
    const balanced = list.items.find((p) => p.basketKind === 'special' && p.riskLevel === 3)!;
    expect(balanced).toMatchObject({
      managementFeePercent: 2,
      effectiveFrom: '2000-01-01',
      effectiveTo: null,
      isActive: true,
    });
    expect(balanced.usageCount).toBeGreaterThan(0);
  });

  it('is closed to customers, and another tenant sees none of this tenant’s plans', async () => {
    expect((await customer('GET', `${W}/wage-plans`)).status).toBe(403);
    expect((await customer('POST', `${W}/wage-plans`, plan())).status).toBe(403);
    const list = v.parse(wagePlanListSchema, (await backoffice('GET', `${W}/wage-plans`)).json());
    const id = list.items[0]!.id;
    expect(
      v.parse(wagePlanListSchema, (await other('GET', `${W}/wage-plans`)).json()).items,
    ).toEqual([]);
    expect((await other('PUT', `${W}/wage-plans/${id}`, plan())).status).toBe(404);
    expect((await other('DELETE', `${W}/wage-plans/${id}`)).status).toBe(404);
  });

  it('refuses percentages outside 0–100 and a period ending before it starts, in Persian', async () => {
    const tooHigh = await backoffice(
      'POST',
      `${W}/wage-plans`,
      plan({ managementFeePercent: 101 }),
    );
    expect(tooHigh.status).toBe(400);
    expect(messages(tooHigh)[0]).toMatchObject({ members: ['managementFeePercent'] });
    expect(messages(tooHigh)[0]!.message).toContain('کوچک‌تر یا مساوی');
    const negative = await backoffice('POST', `${W}/wage-plans`, plan({ hurdlePercent: -1 }));
    expect(messages(negative)[0]!.members).toEqual(['hurdlePercent']);
    const backwards = await backoffice(
      'POST',
      `${W}/wage-plans`,
      plan({ effectiveFrom: '2030-06-01', effectiveTo: '2030-05-31' }),
    );
    expect(backwards.status).toBe(400);
    expect(messages(backwards)[0]!.members).toEqual(['effectiveTo']);
  });

  it('creates and changes plans but refuses overlapping periods of the same kind and level', async () => {
    const created = v.parse(
      wagePlanSchema,
      (await backoffice('POST', `${W}/wage-plans`, plan())).json(),
    );
    expect(created).toMatchObject({ managementFeePercent: 1.75, riskLevel: 5, usageCount: 0 });
    const overlapping = await backoffice(
      'POST',
      `${W}/wage-plans`,
      plan({ effectiveFrom: '2030-12-31', effectiveTo: null }),
    );
    expect(overlapping.status).toBe(400);
    expect(messages(overlapping)[0]!.message).toContain('هم‌پوشانی');
    const next = await backoffice(
      'POST',
      `${W}/wage-plans`,
      plan({ effectiveFrom: '2031-01-01', effectiveTo: null }),
    );
    expect(next.status).toBe(200);
    const otherLevel = await backoffice('POST', `${W}/wage-plans`, plan({ riskLevel: 1 }));
    expect(otherLevel.status).toBe(200);
    const inactive = await backoffice('POST', `${W}/wage-plans`, plan({ isActive: false }));
    expect(inactive.status).toBe(200);
    const stretched = await backoffice(
      'PUT',
      `${W}/wage-plans/${created.id}`,
      plan({ effectiveTo: '2031-03-01' }),
    );
    expect(stretched.status).toBe(400);
    const changed = v.parse(
      wagePlanSchema,
      (
        await backoffice(
          'PUT',
          `${W}/wage-plans/${created.id}`,
          plan({ managementFeePercent: 0, title: 'بدون کارمزد' }),
        )
      ).json(),
    );
    expect(changed).toMatchObject({ managementFeePercent: 0, title: 'بدون کارمزد' });
    expect((await backoffice('DELETE', `${W}/wage-plans/${created.id}`)).status).toBe(204);
  });

  it('keeps a plan that baskets use', async () => {
    const list = v.parse(wagePlanListSchema, (await backoffice('GET', `${W}/wage-plans`)).json());
    const used = list.items.find((p) => p.usageCount > 0)!;
    const refused = await backoffice('DELETE', `${W}/wage-plans/${used.id}`);
    expect(refused.status).toBe(409);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('Crm:WagePlanInUse');
  });

  it('shows a customer the plan in force for a basket on offer, and it goes into the contract', async () => {
    const basketId = await offeredBasket(customer, 'SP-2');
    const before = v.parse(
      v.nullable(wagePlanTermsSchema),
      (await customer('GET', `${W}/basket-wage-plan/${basketId}`)).json(),
    );
    expect(before).toMatchObject({ basketKind: 'special', riskLevel: 3, managementFeePercent: 2 });
    const list = v.parse(wagePlanListSchema, (await backoffice('GET', `${W}/wage-plans`)).json());
    const current = list.items.find((p) => p.id === before!.id)!;
    const { id: _id, usageCount: _u, ...fields } = current;
    expect(
      (
        await backoffice('PUT', `${W}/wage-plans/${current.id}`, {
          ...fields,
          managementFeePercent: 2.25,
        })
      ).status,
    ).toBe(200);
    const after = v.parse(
      v.nullable(wagePlanTermsSchema),
      (await customer('GET', `${W}/basket-wage-plan/${basketId}`)).json(),
    );
    expect(after!.managementFeePercent).toBe(2.25);
    const contractId = await wizardUpTo(customer, 'ReviewContract');
    const text = (await customer('GET', `/api/app/portfolio-contract/${contractId}/contract-file`))
      .body;
    expect(text).toContain('۲٫۲۵٪');
  });

  it('answers 404 to a customer asking about a basket neither offered nor theirs', async () => {
    const held = (
      (await backoffice('GET', '/api/app/basket/basket-list?maxResultCount=200')).json() as {
        items: { basketID: string; basketCode: string; kind: string }[];
      }
    ).items.find((b) => b.kind === 'special' && !b.basketCode.startsWith('SP-'))!;
    expect((await customer('GET', `${W}/basket-wage-plan/${held.basketID}`)).status).toBe(404);
    expect((await other('GET', `${W}/basket-wage-plan/${held.basketID}`)).status).toBe(404);
  });
});
