// basket-asset-state-report-pdf of the known small basket, read back with pdf.js: Persian text in
// logical order (words and letters), Persian digits, Jalali dates, amounts, page numbers and the
// embedded Vazirmatn; English in English.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { formatInteger } from '@crm/shared/persian';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { PDF_ROUTE } from '../report-routes.table';
import { pdfText } from './pdf-text';
import { EXPECTED, loadSmallBasket, type SmallBasket } from './small-basket.fixture';

describe('the asset-state PDF', () => {
  let t: TestApp;
  let basket: SmallBasket;
  const fetchPdf = async (query: string, language = 'fa-IR') => {
    const response = await t.app.inject({
      url: `${PDF_ROUTE}?basketId=${basket.basketId}${query}`,
      headers: { ...basket.headers, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  };

  before(async () => {
    t = await createTestApp({ demo: true });
    basket = await loadSmallBasket(t);
  });
  after(() => t.close());

  it('reads in Persian in logical order, with Persian digits, Jalali dates and page numbers', async () => {
    const pdf = await fetchPdf('&date=2024-01-10');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn/);
    const { pages } = await pdfText(new Uint8Array(pdf));
    const lines = pages.flat();
    expect(lines[0]).toBe('گزارش وضعیت دارایی سبد');
    expect(lines).not.toContain('دبس ییاراد تیعضو شرازگ');
    const meta = lines[1]!;
    expect(meta).toContain('سبد:سبد آزمون');
    expect(meta).toContain('کد سبد:KS-1');
    // 2024-01-10 is 20 Dey 1402.
    expect(meta).toContain('تاریخ گزارش:۱۴۰۲/۱۰/۲۰');
    expect(lines).toContain('سهام، صندوقها و اوراق');
    expect(lines.find((line) => line.startsWith('نماد'))).toBe(
      'نمادنامتعدادمیانگین بهای تمامشدهقیمت پایانیارزش روزسود و زیان تحققنیافتهوزن',
    );
    const fold = lines.find((line) => line.startsWith('فولادفولاد مبارکه اصفهان'))!;
    expect(fold).toContain(
      `۶۰۰${formatInteger(10_037)}${formatInteger(11_500)}${formatInteger(6_900_000)}`,
    );
    expect(lines).toContain(
      `فولادحح . فولاد مبارکه اصفهان${formatInteger(100)}${formatInteger(1_000)}${formatInteger(1_200)}${formatInteger(120_000)}${formatInteger(20_000)}۰٫۱۴٪`,
    );
    expect(lines).toContain(`وجه نقد${formatInteger(EXPECTED.cash)} ریال`);
    expect(lines).toContain('مطالبات (فروشهای تسویهنشده)۰ ریال');
    expect(lines).toContain(`ارزش خالص داراییها${formatInteger(EXPECTED.nav)} ریال`);
    expect(pages.map((page) => page.at(-1))).toEqual(
      pages.map((_, i) => `صفحه ${i + 1} از ${pages.length}`),
    );
  });

  it('is English, left to right, for an English caller', async () => {
    const { pages } = await pdfText(new Uint8Array(await fetchPdf('', 'en')), 'ltr');
    const lines = pages.flat();
    expect(lines[0]).toBe('Basket asset state report');
    expect(lines[1]).toContain('Basket: سبد آزمون');
    expect(lines).toContain(`Net asset value ${formatInteger(EXPECTED.nav, 'en')} IRR`);
    expect(lines.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
  });
});
