// Every business route that names a basket or a contract, given customer2's ids: another
// customer of the tenant and another tenant's administrator (who holds every Crm permission in
// their own tenant) are answered 404 or 403 and change nothing.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Call = ReturnType<typeof caller>;
const C = '/api/app/portfolio-contract';

describe('portfolio data stays with its owner and tenant', () => {
  let t: TestApp;
  let owner: Call;
  let intruders: [string, Call][];
  let basketId: string;
  let contractId: string;
  let before_: string;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    owner = caller(t, await demoAccount(t, 'customer2'));
    intruders = [
      ['customer1', caller(t, await demoAccount(t, 'customer1'))],
      ['other tenant admin', caller(t, await otherTenantAdmin(t))],
    ];
    basketId = (
      (await owner('GET', '/api/app/basket/approved-baskets-list')).json() as {
        items: { basketID: string }[];
      }
    ).items[0]!.basketID;
    contractId = (
      (await owner('GET', `${C}/portfolio-contracts`)).json() as { items: { id: string }[] }
    ).items[0]!.id;
    before_ = (await owner('GET', `${C}/${contractId}/portfolio-contract-by-id`)).body;
  });
  after(() => t.close());

  it('refuses every id-bearing business route and every call naming the contract in its body', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.includes(':id') && /\/api\/app\/(basket|portfolio-contract)\//.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const bodyCalls: [string, string, object][] = [
      ['POST', `${C}/update-portfolio-contract`, { id: contractId, stateCode: 'Cancelled' }],
      [
        'PUT',
        '/api/app/basket/basket-info-risk-score',
        {
          portfolioContractId: contractId,
          answers: [{ questionId: contractId, answerId: contractId }],
        },
      ],
      ['POST', `${C}/commitment-letter`, { portfolioContractId: contractId }],
      ['POST', `${C}/save-commitment-desc`, { portfolioContractId: contractId }],
      ['POST', `${C}/send-verification-code`, { portfolioContractId: contractId }],
      [
        'POST',
        `${C}/upload-contract-file`,
        {
          portfolioContractId: contractId,
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1').toString('base64'),
        },
      ],
    ];
    const leaks: string[] = [];
    for (const [name, call] of intruders) {
      for (const route of routes) {
        const id = route.url.startsWith('/api/app/basket/') ? basketId : contractId;
        const url =
          route.url.replace(':id', id) +
          (route.url.includes('save-contract-file')
            ? '?code=123456'
            : route.url.includes('duration')
              ? '?contractDuration=3'
              : '');
        const response = await call(
          route.method as 'GET',
          url,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        if (response.status !== 404 && !(response.status === 403 && name === 'customer1'))
          leaks.push(`${name}: ${route.method} ${route.url} → ${response.status}`);
      }
      for (const [method, url, body] of bodyCalls) {
        const response = await call(method as 'POST', url, body);
        if (response.status !== 404) leaks.push(`${name}: ${method} ${url} → ${response.status}`);
      }
    }
    expect(leaks).toEqual([]);
    expect((await owner('GET', `${C}/${contractId}/portfolio-contract-by-id`)).body).toBe(before_);
    const still = (await owner('GET', '/api/app/basket/approved-baskets-list')).json() as {
      totalCount: number;
    };
    expect(still.totalCount).toBe(1);
  });
});
