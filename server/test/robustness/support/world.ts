// The world the robustness tests run in: the app on a fresh database with the demo tenant (the
// callers' own tenant), a spare tenant the host may change, and the victim tenant `other`;
// the callers of each kind with their granted policies; the write journal.
import { inTenant } from '../../../src/db/tenant-scope';
import { caller, demoAccount } from '../../helpers/demo-accounts';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import type { TenantSamples } from './samples';
import { sampleIds } from './samples';
import { seedVictimTenant, type VictimTenant } from './victim-tenant';
import { WriteJournal } from './write-journal';
import type { VictimTokens } from './leaks';

export type Headers = Record<string, string>;

export interface Principal {
  name: string;
  /** `own`: the demo tenant (or anonymous there); `host`: the host administrator. */
  side: 'own' | 'host' | 'victim';
  headers: Headers;
  granted: Readonly<Record<string, boolean>>;
}

export interface World {
  t: TestApp;
  own: TenantSamples;
  victim: VictimTenant;
  tokens: VictimTokens;
  principals: Principal[];
  victimPrincipals: Principal[];
  journal: WriteJournal;
}

async function grantedPolicies(t: TestApp, headers: Headers) {
  const answer = await t.app.inject({
    url: '/api/abp/application-configuration?includeLocalizationResources=false',
    headers,
  });
  return answer.json().auth.grantedPolicies as Record<string, boolean>;
}

async function principal(t: TestApp, name: string, side: Principal['side'], headers: Headers) {
  return { name, side, headers, granted: await grantedPolicies(t, headers) };
}

/** The demo tenant's rows by kind (users and roles: spare ones, safe to change or delete). */
async function ownSamples(t: TestApp, admin: Headers, spareTenant: string): Promise<TenantSamples> {
  const spares = [await createUser(t, admin, ['customer']), await createUser(t, admin, [])];
  const role = (
    await caller(t, admin)('POST', '/api/identity/roles', { name: 'spare role' })
  ).json() as {
    id: string;
    name: string;
  };
  const demo = (await t.app.inject('/api/abp/multi-tenancy/tenants/by-name/demo')).json();
  const rows = await inTenant(t.database.db, demo.tenantId as string, async (scope) => {
    const ids = (
      table: 'basket' | 'portfolio_contract' | 'wage_plan' | 'risk_question' | 'risk_answer',
    ) => scope.db.selectFrom(table).select('id').execute();
    return {
      baskets: await scope.db.selectFrom('basket').select(['id', 'code']).execute(),
      contracts: await ids('portfolio_contract'),
      wagePlans: await ids('wage_plan'),
      questions: await ids('risk_question'),
      answers: await ids('risk_answer'),
      instruments: await scope.db.selectFrom('instrument').select('id').limit(5).execute(),
    };
  });
  const id = (row: { id: string }) => row.id;
  return {
    tenantId: spareTenant,
    tenantName: 'spare',
    user: spares.map((u) => u.id),
    userName: spares.map((u) => u.userName),
    email: spares.map((u) => `${u.userName}@example.com`),
    role: [role.id],
    roleName: [role.name],
    basket: rows.baskets.map(id),
    basketCode: rows.baskets.map((b) => b.code),
    contract: rows.contracts.map(id),
    wagePlan: rows.wagePlans.map(id),
    question: rows.questions.map(id),
    answer: rows.answers.map(id),
    instrument: rows.instruments.map(id),
  };
}

async function ownCallers(t: TestApp, admin: Headers, portfolio: boolean) {
  if (portfolio)
    return {
      customer: await demoAccount(t, 'customer1'),
      staff: await demoAccount(t, 'backoffice'),
    };
  const sign = async (roles: string[]) => {
    const user = await createUser(t, admin, roles);
    return (await signIn(t, user.userName, user.password, 'demo')).headers;
  };
  return { customer: await sign(['customer']), staff: await sign(['backoffice']) };
}

export async function buildWorld(options: { portfolio: boolean }): Promise<World> {
  const t = await createTestApp({
    portfolio: options.portfolio,
    credentialRateLimit: 1_000_000,
    // A CDN the fuzzed release registrations may name.
    remoteOrigins: ['https://cdn.example'],
  });
  const host = (await hostAdmin(t)).headers;
  const admin = (await tenantAdmin(t)).headers;
  const spare = (
    await caller(t, host)('POST', '/api/multi-tenancy/tenants', {
      name: 'spare',
      adminEmailAddress: 'admin@spare.example',
      adminPassword: 'spare admin passphrase',
    })
  ).json() as { id: string };
  const victim = await seedVictimTenant(t, host);
  const own = await ownSamples(t, admin, spare.id);
  const { customer, staff } = await ownCallers(t, admin, options.portfolio);
  const principals = [
    await principal(t, 'anonymous', 'own', { __tenant: 'demo' }),
    await principal(t, 'customer', 'own', customer),
    await principal(t, 'back office', 'own', staff),
    await principal(t, 'tenant admin', 'own', admin),
    await principal(t, 'host admin', 'host', host),
  ];
  const victimPrincipals = [
    await principal(t, 'victim admin', 'victim', victim.admin),
    await principal(t, 'victim customer', 'victim', victim.customer),
  ];
  return {
    t,
    own,
    victim,
    tokens: { marker: victim.marker, ids: sampleIds(victim.samples) },
    principals,
    victimPrincipals,
    journal: await WriteJournal.install(t.database),
  };
}
