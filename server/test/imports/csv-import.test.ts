// Back-office CSV import: a good file (Jalali dates, Persian digits) applied and then changing
// nothing when imported again; bad rows reported by line and column in Persian with nothing
// applied; deals priced by the fee schedule; a deal the holdings cannot carry refused whole.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { isoToJalali, toPersianDigits } from '@crm/shared/persian';
import { inTenant } from '../../src/db/tenant-scope';
import { feesFor } from '../../src/portfolio/engine';
import { DEMO_FEE_SCHEDULES } from '../../src/demo/dataset';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Report = {
  applied: boolean;
  inserted: number;
  unchanged: number;
  rows: number;
  rejected: { line: number; column: string; code: string; reason: string }[];
};

describe('CSV import', () => {
  let t: TestApp;
  let backoffice: ReturnType<typeof caller>;
  let customer: ReturnType<typeof caller>;
  let tenantId: string;
  const post = async (who: ReturnType<typeof caller>, kind: string, csv: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/import/${kind}`,
      headers: {
        ...(who === backoffice
          ? await demoAccount(t, 'backoffice')
          : await demoAccount(t, 'customer1')),
        'content-type': 'text/csv; charset=utf-8',
      },
      payload: csv,
    });
    // A rejected file is a 422 in ABP's error format, with the report as the error's data.
    const body = response.json();
    return {
      status: response.statusCode,
      report: (response.statusCode === 422 ? body.error.data : body) as Report,
      error: body.error as { code: string; validationErrors: { members: string[] }[] } | undefined,
    };
  };
  const count = (query: string) =>
    inTenant(t.database.db, tenantId, async (s) =>
      Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(s.db)).rows[0]!.n),
    );
  const jalali = (iso: string) => {
    const d = isoToJalali(iso);
    return toPersianDigits(
      `${d.year}/${String(d.month).padStart(2, '0')}/${String(d.day).padStart(2, '0')}`,
    );
  };

  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    customer = caller(t, await demoAccount(t, 'customer1'));
    const row = await t.database.db
      .selectFrom('tenant')
      .select('id')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    tenantId = row.id;
  });
  after(() => t.close());

  const today = new Date().toISOString().slice(0, 10);
  const addDaysIso = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('imports prices once; the same file again changes nothing', async () => {
    const csv = `\uFEFFsymbol,date,close\r\nفولاد,${jalali(today)},${toPersianDigits('7٬250')}\r\nفملی,${today},8100\r\n`;
    const first = await post(backoffice, 'prices', csv);
    expect(first).toMatchObject({
      status: 200,
      report: { applied: true, inserted: 2, unchanged: 0, rows: 2 },
    });
    const again = await post(backoffice, 'prices', csv);
    expect(again).toMatchObject({
      status: 200,
      report: { applied: true, inserted: 0, unchanged: 2 },
    });
    expect(await count(`select count(*) as n from daily_price where day = '${today}'`)).toBe(2);
  });

  it('reports every bad row by line and column in Persian and applies nothing', async () => {
    const csv = [
      'isin,date,close',
      `IRO1FOLD0001,${today},9000`,
      'IRO1XXXX0001,2024-01-02,100',
      'IRO1FOLD0001,1403/13/01,100',
      'IRO1FOLD0001,2024-01-02,-5',
    ].join('\n');
    const { status, report, error } = await post(backoffice, 'prices', csv);
    expect(status).toBe(422);
    expect(error?.code).toBe('Crm:ImportRejected');
    expect(error?.validationErrors.map((e) => e.members[0])).toEqual([
      'rows[3].isin',
      'rows[4].date',
      'rows[5].close',
    ]);
    expect(report.applied).toBe(false);
    expect(report.rejected.map((r) => [r.line, r.column, r.code])).toEqual([
      [3, 'isin', 'Import:UnknownInstrument'],
      [4, 'date', 'Import:InvalidDate'],
      [5, 'close', 'Import:TooSmall'],
    ]);
    expect(report.rejected[1]!.reason).toMatch(/تاریخ/);
    expect(
      await count(`select count(*) as n from daily_price where day = '${today}' and close = 9000`),
    ).toBe(0);
    const missing = await post(backoffice, 'deals', 'basket,date,quantity\nSB-00002,2024-01-01,5');
    expect(missing.report.rejected.map((r) => r.column).sort()).toEqual(['isin', 'price', 'side']);
  });

  it('refuses a file with a quote never closed: a localized 400 naming the line; nothing written', async () => {
    const prices = () => count(`select count(*) as n from daily_price`);
    const before = await prices();
    const broken = [
      'symbol,date,close',
      `فولاد,${today},9100`,
      `"فملی,${today},9200`,
      `فولاد,${addDaysIso(today, -1)},9200`,
    ].join('\r\n');
    for (const [culture, text] of [
      ['fa', 'سطر 3'],
      ['en', 'line 3'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/import/prices',
        headers: {
          ...(await demoAccount(t, 'backoffice')),
          'accept-language': culture,
          'content-type': 'text/csv; charset=utf-8',
        },
        payload: broken,
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json() as {
        error: { code: string; message: string; data: object };
      };
      expect(error).toMatchObject({ code: 'Crm:ImportUnterminatedQuote', data: { line: 3 } });
      expect(error.message).toContain(text);
    }
    const afterQuote = await post(
      backoffice,
      'prices',
      `symbol,date,close\n"فولاد"x,${today},9100`,
    );
    expect(afterQuote.status).toBe(400);
    expect(afterQuote.error?.code).toBe('Crm:ImportTextAfterQuote');
    expect(await prices()).toBe(before);
  });

  it('imports flows and deals (fees from the schedule), idempotently, and recomputes the basket', async () => {
    const flows = `basket,date,type,amount,ref\nSB-00002,${today},واریز,${toPersianDigits('1000000000')},DEP-1\n`;
    expect((await post(backoffice, 'cash-flows', flows)).report).toMatchObject({
      applied: true,
      inserted: 1,
    });
    const deals = `basket,date,symbol,side,quantity,price\nSB-00002,${today},فولاد,خرید,100,7250\nSB-00002,${today},فولاد,خرید,100,7250\n`;
    expect((await post(backoffice, 'deals', deals)).report).toMatchObject({
      applied: true,
      inserted: 2,
      unchanged: 0,
    });
    expect((await post(backoffice, 'deals', deals)).report).toMatchObject({
      applied: true,
      inserted: 0,
      unchanged: 2,
    });
    expect((await post(backoffice, 'cash-flows', flows)).report).toMatchObject({
      inserted: 0,
      unchanged: 1,
    });
    const commission = await count(
      `select min(commission) as n from basket_event where source = 'import' and type = 'deal'`,
    );
    // Each component rounded on its own (engine README): 2,204 + 186 + 70 + 58 + 174.
    expect(commission).toBe(feesFor(DEMO_FEE_SCHEDULES, today, 'share', 'buy', 725_000).commission);
    expect(commission).toBe(2692);
    const valued = await count(
      `select count(*) as n from basket_series s join basket b on b.id = s.basket_id where b.code = 'SB-00002' and s.dirty_from is null and s.valued_to is not null`,
    );
    expect(valued).toBe(1);
  });

  it('refuses, whole, deals the holdings cannot carry; and is the back office’s alone', async () => {
    const before = await count(`select count(*) as n from basket_event where source = 'import'`);
    const csv = `basket,date,symbol,side,quantity,price,commission,tax\nSB-00002,${today},فولاد,buy,1,7250,0,0\nSB-00002,${today},کاوه,sell,999999999,9000,0,0\n`;
    const refused = await post(backoffice, 'deals', csv);
    expect(refused.status).toBe(422);
    expect(await count(`select count(*) as n from basket_event where source = 'import'`)).toBe(
      before,
    );
    expect((await post(customer, 'deals', csv)).status).toBe(403);
  });
});
