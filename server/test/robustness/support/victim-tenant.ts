// The victim tenant `other`: a little of everything (users, a role, a wage plan, a basket with
// an instrument, prices and deals, a questionnaire, a contract with its file and SMS), created
// through the API by its own administrator and customer. Every text it holds carries the
// marker, so that any of its rows in another tenant's answer is found.
import { randomBytes } from 'node:crypto';
import { addMember } from '../../../src/baskets/baskets.repository';
import { inTenant } from '../../../src/db/tenant-scope';
import { caller } from '../../helpers/demo-accounts';
import { signIn, type hostAdmin } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import type { TenantSamples } from './samples';

type Call = ReturnType<typeof caller>;
type Headers = Awaited<ReturnType<typeof hostAdmin>>['headers'];
const C = '/api/app/portfolio-contract';
export const VICTIM_TENANT = 'other';
const PASSWORD = 'victim tenant passphrase';

async function ok<T = Record<string, unknown>>(pending: ReturnType<Call>): Promise<T> {
  const answer = await pending;
  if (answer.status >= 300) throw new Error(`victim seed: ${answer.status} ${answer.body}`);
  const json = answer.body.startsWith('{') || answer.body.startsWith('[');
  return (json ? answer.json() : answer.body) as T;
}

async function importCsv(t: TestApp, headers: Headers, kind: string, csv: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/app/import/${kind}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  if (answer.statusCode !== 200) throw new Error(`victim import ${kind}: ${answer.body}`);
}

async function seedCatalogue(admin: Call, m: string) {
  const role = await ok<{ id: string; name: string }>(
    admin('POST', '/api/identity/roles', { name: `${m}-role` }),
  );
  const wage = await ok<{ id: string }>(
    admin('POST', '/api/app/portfolio-wage/wage-plans', {
      title: `${m}-wage`,
      basketKind: 'special',
      riskLevel: null,
      managementFeePercent: 2,
      performanceFeePercent: 0,
      hurdlePercent: 0,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
    }),
  );
  const basket = await ok<{ basketID: string; basketCode: string }>(
    admin('POST', '/api/app/basket/create-basket', {
      basketCode: `${m}-B1`,
      basketName: `سبد ${m}-basket`,
      kind: 'special',
      riskLevel: 3,
      isApproved: true,
    }),
  );
  const question = await ok<{ id: string }>(
    admin('POST', '/api/app/questionnaire/questions', {
      text: `پرسش ${m}-question`,
      answers: [
        { text: `${m}-answer-low`, weight: 1 },
        { text: `${m}-answer-high`, weight: 3 },
      ],
    }),
  );
  await ok(
    admin('PUT', '/api/app/questionnaire/risk-levels', {
      bands: [1, 2, 3, 4, 5].map((level) => ({
        level,
        minScore: level - 1,
        title: `${m}-band-${level}`,
      })),
    }),
  );
  return { role, wage, basket, question };
}

async function seedMarket(t: TestApp, headers: Headers, tenantId: string, m: string, code: string) {
  const isin = 'IRO1ZQXL0001';
  await inTenant(t.database.db, tenantId, (scope) =>
    scope.db
      .insertInto('instrument')
      .values({
        id: isin,
        symbol: `${m}-sym`,
        name: `${m}-instrument`,
        isin,
        kind: 'share',
        sector: `${m}-sector`,
      })
      .execute(),
  );
  await importCsv(
    t,
    headers,
    'prices',
    `isin,date,close\n${isin},2024-01-06,1000\n${isin},2024-01-07,1100`,
  );
  await importCsv(
    t,
    headers,
    'cash-flows',
    `basket,date,type,amount,ref\n${code},2024-01-06,deposit,100000,${m}-flow`,
  );
  await importCsv(
    t,
    headers,
    'deals',
    `basket,date,isin,side,quantity,price,commission,tax,ref\n${code},2024-01-07,${isin},buy,10,1000,0,0,${m}-deal`,
  );
  return isin;
}

async function seedContract(customer: Call, admin: Call, m: string, basketId: string) {
  const { id } = await ok<{ id: string }>(
    customer('POST', `${C}/save-portfolio-contract`, {
      stateCode: 'CompleteUserInformation',
      nationalCode: '',
      basketId: null,
      isFromBackOffice: false,
    }),
  );
  await ok(
    customer('POST', `${C}/update-portfolio-contract`, {
      id,
      nationalCode: '0499370899',
      mobile: '09121234567',
      firstName: `${m}-first`,
      lastName: `${m}-last`,
      sheba: 'IR820540102680020817909002',
      address: `نشانی ${m}-address`,
      stateCode: 'AnswerQuestionnaire',
    }),
  );
  const questions = await ok<{ items: { id: string; answers: { id: string }[] }[] }>(
    customer('GET', '/api/app/questionnaire/questions'),
  );
  await ok(
    customer('PUT', '/api/app/basket/basket-info-risk-score', {
      portfolioContractId: id,
      answers: questions.items.map((q) => ({ questionId: q.id, answerId: q.answers[1]!.id })),
    }),
  );
  await ok(
    customer('POST', `${C}/update-portfolio-contract`, {
      id,
      basketId,
      stateCode: 'ReviewContract',
    }),
  );
  await ok(
    customer('POST', `${C}/save-commitment-desc`, {
      portfolioContractId: id,
      commitmentDesc: `${m}-commitment`,
    }),
  );
  await ok(customer('POST', `${C}/send-verification-code`, { portfolioContractId: id }));
  await ok(
    admin('POST', `${C}/upload-contract-file`, {
      portfolioContractId: id,
      fileName: `${m}-file.pdf`,
      contentType: 'application/pdf',
      contentBase64: Buffer.from(`%PDF-1.4 ${m}-pdf`).toString('base64'),
    }),
  );
  return id;
}

export interface VictimTenant {
  marker: string;
  samples: TenantSamples;
  admin: Headers;
  customer: Headers;
}

/** Creates and fills tenant `other` (as the host administrator `host`). */
export async function seedVictimTenant(t: TestApp, host: Headers): Promise<VictimTenant> {
  const m = `zqx${randomBytes(4).toString('hex')}`;
  const tenant = await ok<{ id: string }>(
    caller(t, host)('POST', '/api/multi-tenancy/tenants', {
      name: VICTIM_TENANT,
      adminEmailAddress: `${m}-admin@other.example`,
      adminPassword: PASSWORD,
    }),
  );
  const adminHeaders = (await signIn(t, 'admin', PASSWORD, VICTIM_TENANT)).headers;
  const admin = caller(t, adminHeaders);
  const customerUser = await ok<{ id: string; userName: string; email: string }>(
    admin('POST', '/api/identity/users', {
      userName: `${m}-customer`,
      email: `${m}-customer@other.example`,
      name: `${m}-name`,
      surname: `${m}-surname`,
      phoneNumber: '09121234567',
      password: PASSWORD,
      roleNames: ['customer'],
    }),
  );
  const catalogue = await seedCatalogue(admin, m);
  const customerHeaders = (await signIn(t, customerUser.userName, PASSWORD, VICTIM_TENANT)).headers;
  const contract = await seedContract(
    caller(t, customerHeaders),
    admin,
    m,
    catalogue.basket.basketID,
  );
  const instrument = await seedMarket(t, adminHeaders, tenant.id, m, catalogue.basket.basketCode);
  await inTenant(t.database.db, tenant.id, (scope) =>
    addMember(scope, catalogue.basket.basketID, customerUser.id, '2024-01-06', true),
  );
  await ok(
    admin('POST', '/api/setting-management/emailing', {
      smtpHost: `${m}-smtp.example`,
      smtpPort: 25,
      smtpUserName: `${m}-smtp-user`,
      defaultFromAddress: `${m}-from@other.example`,
      defaultFromDisplayName: `${m}-sender`,
    }),
  );
  const users = await ok<{ items: { id: string }[] }>(admin('GET', '/api/identity/users'));
  const roles = await ok<{ items: { id: string; name: string }[] }>(
    admin('GET', '/api/identity/roles/all'),
  );
  const wagePlans = await ok<{ items: { id: string }[] }>(
    admin('GET', '/api/app/portfolio-wage/wage-plans'),
  );
  const questions = await ok<{ items: { id: string; answers: { id: string }[] }[] }>(
    admin('GET', '/api/app/questionnaire/all-questions'),
  );
  return {
    marker: m,
    admin: adminHeaders,
    customer: customerHeaders,
    samples: {
      tenantId: tenant.id,
      tenantName: VICTIM_TENANT,
      user: [
        customerUser.id,
        ...users.items.map((u) => u.id).filter((id) => id !== customerUser.id),
      ],
      userName: [customerUser.userName],
      email: [customerUser.email],
      role: [
        catalogue.role.id,
        ...roles.items.map((r) => r.id).filter((id) => id !== catalogue.role.id),
      ],
      roleName: [catalogue.role.name],
      basket: [catalogue.basket.basketID],
      basketCode: [catalogue.basket.basketCode],
      contract: [contract],
      wagePlan: [
        catalogue.wage.id,
        ...wagePlans.items.map((w) => w.id).filter((id) => id !== catalogue.wage.id),
      ],
      question: questions.items.map((q) => q.id),
      answer: questions.items.flatMap((q) => q.answers.map((a) => a.id)),
      instrument: [instrument],
    },
  };
}
