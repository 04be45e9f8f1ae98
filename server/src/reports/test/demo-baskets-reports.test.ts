// The reports of the portfolio demo's customer1 (a special basket over years, units of a joint
// pool): the identities that must hold on any day of real-sized data.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import * as dto from '@crm/shared/dto';
import { caller, demoAccount } from '../../../test/helpers/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

type Call = ReturnType<typeof caller>;

describe('reports of the demo customer1', () => {
  let t: TestApp;
  let customer1: Call;
  let backoffice: Call;
  let special: string;
  let joint: string;
  const get = async <S extends v.GenericSchema>(call: Call, schema: S, url: string) => {
    const response = await call('GET', url);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
    return v.parse(schema, response.json());
  };

  before(async () => {
    t = await createTestApp({ portfolio: true });
    customer1 = caller(t, await demoAccount(t, 'customer1'));
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    const own = await get(customer1, dto.basketListSchema, '/api/app/basket/approved-baskets-list');
    special = own.items.find((b) => b.kind === 'special')!.basketID;
    joint = own.items.find((b) => b.kind === 'joint')!.basketID;
  });
  after(() => t.close());

  it('balance sheet identity and holdings = securities on days across the years, in both baskets', async () => {
    for (const basketId of [special, joint]) {
      const twrr = await get(
        customer1,
        dto.twrrReportSchema,
        `/api/app/report/twrr?basketId=${basketId}`,
      );
      const days = [0.1, 0.37, 0.5, 0.83, 1].map(
        (f) => twrr.points[Math.floor((twrr.points.length - 1) * f)]!,
      );
      for (const point of days) {
        const q = `basketId=${basketId}&date=${point.date}`;
        const sheet = await get(
          customer1,
          dto.balanceSheetSchema,
          `/api/app/report/balance-sheet?${q}`,
        );
        expect(sheet.netAssets).toBe(sheet.assets.total - sheet.liabilities.total);
        expect(sheet.netAssets).toBe(point.nav);
        const status = await get(
          customer1,
          dto.holdingsReportSchema,
          `/api/app/report/portfolio-status?${q}`,
        );
        expect(status.totals.marketValue).toBe(sheet.assets.securities);
        const mix = await get(
          customer1,
          dto.compositionSchema,
          `/api/app/report/asset-composition?${q}`,
        );
        expect(mix.byKind.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)).toBe(10_000);
        expect(mix.bySector.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)).toBe(10_000);
      }
    }
  });

  it('turnover of any sub-range closes at the series cash of its last day', async () => {
    const twrr = await get(
      customer1,
      dto.twrrReportSchema,
      `/api/app/report/twrr?basketId=${special}`,
    );
    const from = twrr.points[Math.floor(twrr.points.length / 3)]!.date;
    const to = twrr.points[Math.floor((twrr.points.length * 2) / 3)]!.date;
    const turnover = await get(
      customer1,
      dto.turnoverSchema,
      `/api/app/report/turnover?basketId=${special}&fromDate=${from}&toDate=${to}&maxResultCount=1000`,
    );
    expect(turnover.totalDebit - turnover.totalCredit).toBe(turnover.opening - turnover.closing);
    expect(turnover.items.at(-1)?.balance ?? turnover.opening).toBe(turnover.closing);
    const sheet = await get(
      customer1,
      dto.balanceSheetSchema,
      `/api/app/report/balance-sheet?basketId=${special}&date=${to}`,
    );
    expect(turnover.closing).toBe(sheet.assets.cash);
  });

  it('a joint basket shows the customer their own units and unit deals, the back office everyone’s', async () => {
    const mine = await get(
      customer1,
      dto.basketJointShareAssetStateSchema,
      `/api/app/basket/basket-joint-share-asset-state?basketId=${joint}`,
    );
    expect(mine.items).toHaveLength(1);
    const all = await get(
      backoffice,
      dto.basketJointShareAssetStateSchema,
      `/api/app/basket/basket-joint-share-asset-state?basketId=${joint}`,
    );
    expect(all.items.map((row) => row.holderId)).toContain(mine.items[0]!.holderId);
    expect(all.items.reduce((sum, row) => sum + row.units, 0)).toBe(all.unitsOutstanding);
    const info = await get(
      customer1,
      dto.currentBasketInfoSchema,
      '/api/app/basket/current-user-basket-info',
    );
    const status = await get(
      customer1,
      dto.holdingsReportSchema,
      `/api/app/report/portfolio-status?basketId=${joint}`,
    );
    expect(status.holder!.units).toBe(mine.items[0]!.units);
    if (info.basketID === joint) expect(status.holder!.value).toBe(info.customerValue);
    const deals = await get(
      customer1,
      dto.jointShareDealListSchema,
      `/api/app/report/joint-share-deals?basketId=${joint}&maxResultCount=1000`,
    );
    expect(deals.totalCount).toBeGreaterThan(0);
    expect(new Set(deals.items.map((d) => d.holderId))).toEqual(new Set([mine.items[0]!.holderId]));
    const units = deals.items.reduce(
      (sum, d) => sum + (d.side === 'issue' ? d.units : -d.units),
      0,
    );
    expect(units).toBe(mine.items[0]!.units);
  });

  it('the dashboard’s since-start return equals the TWRR report over the whole series', async () => {
    for (const basketId of [special, joint]) {
      const board = await get(
        customer1,
        dto.dashboardSchema,
        `/api/app/report/dashboard?basketId=${basketId}`,
      );
      const twrr = await get(
        customer1,
        dto.twrrReportSchema,
        `/api/app/report/twrr?basketId=${basketId}`,
      );
      expect(board.sinceStart.cumulative).toBeCloseTo(twrr.result.cumulative, 12);
      expect(board.sinceStart.annualized).not.toBeNull();
      expect(board.navSeries.length).toBeLessThanOrEqual(401);
      expect(board.navSeries.at(-1)).toEqual({ date: board.date, nav: board.nav });
      const year = await get(
        customer1,
        dto.twrrReportSchema,
        `/api/app/report/twrr?basketId=${basketId}&fromDate=${board.thisYear.fromDate}`,
      );
      expect(board.thisYear.cumulative).toBeCloseTo(year.result.cumulative, 12);
    }
  });
});
