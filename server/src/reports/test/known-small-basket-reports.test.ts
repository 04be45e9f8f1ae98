// Every report of the known small basket (small-basket.fixture.ts) against hand-computed
// figures, each answer checked against its shared schema.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import * as dto from '@crm/shared/dto';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { EXPECTED, loadSmallBasket, type SmallBasket } from './small-basket.fixture';

describe('reports of a known small basket', () => {
  let t: TestApp;
  let basket: SmallBasket;
  const get = async <S extends v.GenericSchema>(schema: S, url: string) => {
    const response = await t.app.inject({ url, headers: basket.headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return v.parse(schema, response.json());
  };
  const q = (extra = '') => `basketId=${basket.basketId}${extra}`;

  before(async () => {
    t = await createTestApp({ demo: true });
    basket = await loadSmallBasket(t);
  });
  after(() => t.close());

  it('portfolio status: average cost, last close, unrealised gain and weights of each holding', async () => {
    const status = await get(dto.holdingsReportSchema, `/api/app/report/portfolio-status?${q()}`);
    expect(status.header).toMatchObject({
      firstDate: EXPECTED.firstDate,
      lastDate: EXPECTED.lastDate,
    });
    expect(status.date).toBe(EXPECTED.lastDate);
    expect(status.cash).toBe(EXPECTED.cash);
    expect(status.nav).toBe(EXPECTED.nav);
    const by = Object.fromEntries(status.items.map((row) => [row.instrumentId, row]));
    expect(by.FOLD).toMatchObject({ ...EXPECTED.fold, price: 11_500 });
    expect(by.KHOD).toMatchObject({ ...EXPECTED.khod, price: 5_500 });
    expect(by.FOLDH).toMatchObject({ ...EXPECTED.foldh, underlyingSymbol: 'فولاد' });
    expect(by.FOLD!.averageCost).toBeCloseTo(6_022_272 / 600, 9);
    expect(by.FOLD!.weight).toBeCloseTo(6_900_000 / EXPECTED.nav, 12);
    expect(status.totals.marketValue).toBe(EXPECTED.securities);
  });

  it('portfolio status of an earlier day replays from the checkpoint: the sell is not yet made on 1/7', async () => {
    const status = await get(
      dto.holdingsReportSchema,
      `/api/app/report/portfolio-status?${q('&date=2024-01-07')}`,
    );
    const fold = status.items.find((row) => row.instrumentId === 'FOLD')!;
    expect(fold).toMatchObject({ quantity: 1_000, cost: 10_037_120, price: 11_000 });
    expect(status.cash).toBe(EXPECTED.cashAfter0107);
  });

  it('asset states split shares from convertibles', async () => {
    const shares = await get(
      dto.holdingsReportSchema,
      `/api/app/basket/basket-share-asset-state?${q()}`,
    );
    const rights = await get(
      dto.holdingsReportSchema,
      `/api/app/basket/basket-share-convertible-asset-state?${q()}`,
    );
    expect(shares.items.map((row) => row.instrumentId).sort()).toEqual(['FOLD', 'KHOD']);
    expect(rights.items.map((row) => row.instrumentId)).toEqual(['FOLDH']);
    const report = await get(
      dto.assetStateReportSchema,
      `/api/app/basket/basket-asset-state-report?${q()}`,
    );
    expect(report.shares).toHaveLength(2);
    expect(report.convertibles).toHaveLength(1);
    expect(report.totals.marketValue).toBe(EXPECTED.securities);
  });

  it('balance sheet identity: NAV = assets − liabilities = the series NAV of the day', async () => {
    for (const date of ['2024-01-06', '2024-01-09', '2024-01-10']) {
      const sheet = await get(
        dto.balanceSheetSchema,
        `/api/app/report/balance-sheet?${q(`&date=${date}`)}`,
      );
      expect(sheet.netAssets).toBe(sheet.assets.total - sheet.liabilities.total);
      const twrr = await get(dto.twrrReportSchema, `/api/app/report/twrr?${q(`&toDate=${date}`)}`);
      expect(twrr.points.at(-1)!.nav).toBe(sheet.netAssets);
      if (EXPECTED.navOn[date]) expect(sheet.netAssets).toBe(EXPECTED.navOn[date]);
    }
    const sheet = await get(dto.balanceSheetSchema, `/api/app/report/balance-sheet?${q()}`);
    expect(sheet).toMatchObject({
      assets: {
        cash: EXPECTED.cash,
        securities: EXPECTED.securities,
        receivables: 0,
        total: EXPECTED.nav,
      },
      liabilities: { payables: 0, accruedWages: 0, total: 0 },
      netAssets: EXPECTED.nav,
    });
    expect(sheet.securitiesByKind).toEqual([
      { kind: 'share', marketValue: 17_900_000 },
      { kind: 'right', marketValue: 120_000 },
    ]);
  });

  it('composition by kind and by sector adds up to 100 %', async () => {
    const mix = await get(dto.compositionSchema, `/api/app/report/asset-composition?${q()}`);
    expect(mix.total).toBe(EXPECTED.nav);
    for (const slices of [mix.byKind, mix.bySector]) {
      expect(slices.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)).toBe(10_000);
      expect(slices.reduce((sum, s) => sum + s.marketValue, 0)).toBe(mix.total);
    }
    expect(mix.byKind.map((s) => s.key)).toEqual(['share', 'right', 'cash']);
    expect(mix.bySector.find((s) => s.key === 'فلزات اساسی')!.marketValue).toBe(7_020_000);
  });

  it('turnover: balance brought forward, Σdebit − Σcredit = opening − closing, closing = cash', async () => {
    const all = await get(
      dto.turnoverSchema,
      `/api/app/report/turnover?${q('&maxResultCount=100')}`,
    );
    expect(all.opening).toBe(0);
    expect(all.items.map((l) => l.kind)).toEqual([
      'deposit',
      'buy',
      'buy',
      'sell',
      'dividend',
      'withdrawal',
      'buy',
    ]);
    expect(all.closing).toBe(EXPECTED.cash);
    expect(all.items.at(-1)!.balance).toBe(EXPECTED.cash);
    const mid = await get(
      dto.turnoverSchema,
      `/api/app/report/turnover?${q('&fromDate=2024-01-08&toDate=2024-01-09')}`,
    );
    expect(mid.opening).toBe(EXPECTED.cashAfter0107);
    expect(mid.totalDebit - mid.totalCredit).toBe(mid.opening - mid.closing);
    expect(mid.closing).toBe(EXPECTED.cashAfter0109);
    expect(mid.items.map((l) => [l.kind, l.symbol])).toEqual([
      ['sell', 'فولاد'],
      ['dividend', 'خودرو'],
    ]);
    const page = await get(
      dto.turnoverSchema,
      `/api/app/report/turnover?${q('&skipCount=5&maxResultCount=5')}`,
    );
    expect(page.totalCount).toBe(7);
    expect(page.items.map((l) => l.seq)).toEqual(all.items.slice(5).map((l) => l.seq));
  });

  it('TWRR chains the split-convention days; a range without flows is NAV_end / NAV_start − 1', async () => {
    const quiet = await get(
      dto.twrrReportSchema,
      `/api/app/report/twrr?${q('&fromDate=2024-01-07&toDate=2024-01-09')}`,
    );
    expect(quiet.result.cumulative).toBeCloseTo(103_383_520 / 99_962_880 - 1, 12);
    expect(quiet.result.annualized).toBeNull();
    const all = await get(dto.twrrReportSchema, `/api/app/report/twrr?${q()}`);
    const expected =
      (99_962_880 / 100_000_000) *
        (103_383_520 / 99_962_880) *
        ((EXPECTED.nav + 20_000_000) / 103_383_520) -
      1;
    expect(all.result.cumulative).toBeCloseTo(expected, 12);
    expect(all.result.days).toBe(5);
    expect(all.points).toHaveLength(5);
    expect(all.points.at(-1)!.cumulative).toBeCloseTo(expected, 12);
    expect(all.months).toHaveLength(1);
    expect(all.months[0]).toMatchObject({ year: 1402, month: 10 });
    expect(all.months[0]!.cumulative).toBeCloseTo(expected, 12);
  });

  it('MWRR is the XIRR of the deposit, the withdrawal and the closing NAV, not annualised under a year', async () => {
    const mwrr = await get(dto.mwrrReportSchema, `/api/app/report/mwrr?${q()}`);
    expect(mwrr.status).toBe('OK');
    expect(mwrr.flows).toEqual([
      { date: '2024-01-06', amount: -100_000_000, kind: 'inflow' },
      { date: '2024-01-10', amount: 20_000_000, kind: 'outflow' },
      { date: '2024-01-10', amount: EXPECTED.nav, kind: 'closing' },
    ]);
    expect(mwrr.periodRate).toBeCloseTo(103_103_520 / 100_000_000 - 1, 12);
    expect(mwrr.rate).toBeCloseTo((103_103_520 / 100_000_000) ** (365 / 4) - 1, 9);
    expect(mwrr.multipleRootsPossible).toBe(false);
  });

  it('share deals filter, sort and page; a sell carries its realised gain', async () => {
    const all = await get(
      dto.shareDealListSchema,
      `/api/app/report/share-deals?${q('&sorting=date asc')}`,
    );
    expect(all.totalCount).toBe(4);
    expect(all.items.map((d) => d.id)).toEqual(['e2', 'e3', 'e4', 'e7']);
    const sells = await get(
      dto.shareDealListSchema,
      `/api/app/report/share-deals?${q('&side=sell')}`,
    );
    expect(sells.items).toEqual([
      expect.objectContaining({
        id: 'e4',
        value: 4_800_000,
        netAmount: 4_757_760,
        realisedGain: EXPECTED.realisedGain,
      }),
    ]);
    const bySymbol = await get(
      dto.shareDealListSchema,
      `/api/app/report/share-deals?${q('&filter=خودرو')}`,
    );
    expect(bySymbol.items.map((d) => d.id)).toEqual(['e3']);
    const page = await get(
      dto.shareDealListSchema,
      `/api/app/report/share-deals?${q('&sorting=netAmount desc&maxResultCount=2&skipCount=1')}`,
    );
    expect(page.items.map((d) => d.netAmount)).toEqual([10_037_120, 4_757_760]);
  });

  it('special basket financial: the net gain is realised + unrealised + income', async () => {
    const money = await get(
      dto.specialBasketFinancialSchema,
      `/api/app/report/special-basket-financial?${q()}`,
    );
    const unrealised =
      EXPECTED.fold.unrealisedGain + EXPECTED.khod.unrealisedGain + EXPECTED.foldh.unrealisedGain;
    expect(money).toMatchObject({
      openingNav: 0,
      closingNav: EXPECTED.nav,
      deposits: 100_000_000,
      withdrawals: 20_000_000,
      income: 500_000,
      realisedGain: EXPECTED.realisedGain,
      unrealisedGain: unrealised,
      dealCosts: EXPECTED.dealCosts,
      netGain: EXPECTED.nav - 100_000_000 + 20_000_000,
    });
    expect(money.netGain).toBe(money.realisedGain + money.unrealisedGain + money.income);
  });

  it('dashboard: NAV, returns, composition, chart and latest deals', async () => {
    const board = await get(dto.dashboardSchema, `/api/app/report/dashboard?${q()}`);
    expect(board.nav).toBe(EXPECTED.nav);
    expect(board.navSeries.map((p) => p.date)).toEqual([
      '2024-01-06',
      '2024-01-07',
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
    ]);
    expect(board.latestDeals.map((d) => d.symbol)).toEqual(['فولادح', 'فولاد', 'خودرو', 'فولاد']);
    const twrr = await get(dto.twrrReportSchema, `/api/app/report/twrr?${q()}`);
    expect(board.sinceStart.cumulative).toBeCloseTo(twrr.result.cumulative, 12);
  });

  it('asset-state-share follows one instrument into the caller’s baskets only', async () => {
    const state = await get(
      dto.assetStateShareSchema,
      '/api/app/basket/asset-state-share?instrumentId=FOLD',
    );
    expect(state.items).toEqual([
      expect.objectContaining({ basketId: basket.basketId, quantity: 600, marketValue: 6_900_000 }),
    ]);
    const held = await get(dto.heldInstrumentsSchema, '/api/app/report/held-instruments');
    expect(held.items.map((i) => i.instrumentId).sort()).toEqual(['FOLD', 'FOLDH', 'KHOD']);
    const stranger = await t.app.inject({
      url: '/api/app/basket/asset-state-share?instrumentId=FOLD',
      headers: basket.strangerHeaders,
    });
    expect(v.parse(dto.assetStateShareSchema, stranger.json()).items).toEqual([]);
  });

  it('refuses a reversed range, a joint-only report on a special basket, and a stranger', async () => {
    const reversed = await t.app.inject({
      url: `/api/app/report/twrr?${q('&fromDate=2024-01-09&toDate=2024-01-07')}`,
      headers: basket.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.code).toBe('Crm:ReportRangeInvalid');
    const joint = await t.app.inject({
      url: `/api/app/basket/basket-joint-share-asset-state?${q()}`,
      headers: basket.headers,
    });
    expect(joint.statusCode).toBe(400);
    const foreign = await t.app.inject({
      url: `/api/app/report/portfolio-status?${q()}`,
      headers: basket.strangerHeaders,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
