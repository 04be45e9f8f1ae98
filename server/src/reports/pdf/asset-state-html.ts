// The asset-state report as a self-contained HTML document (fonts embedded, no scripts, no
// external requests) for Chromium to print: right to left in Persian with Persian digits and
// Jalali dates, left to right in English.
import type { AssetStateReportDto, HoldingDto } from '@crm/shared/dto';
import { formatInteger, formatJalaliDate, toPersianDigits } from '@crm/shared/persian';
import type { Culture } from '../../web/culture';
import { vazirmatnFontFaces } from './pdf-fonts';
import { pdfTexts, type PdfTexts } from './pdf-texts';
import { ASSET_STATE_CSS } from './asset-state-css';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface Format {
  culture: Culture;
  texts: PdfTexts;
  int: (value: number) => string;
  percent: (ratio: number) => string;
  date: (iso: string) => string;
}

function formatFor(culture: Culture): Format {
  const digits = (text: string) => (culture === 'fa' ? toPersianDigits(text) : text);
  return {
    culture,
    texts: pdfTexts(culture),
    int: (value) => `<bdi>${formatInteger(Math.round(value), culture)}</bdi>`,
    percent: (ratio) =>
      `<bdi>${digits((ratio * 100).toFixed(2)).replace('.', culture === 'fa' ? '٫' : '.')}${culture === 'fa' ? '٪' : '%'}</bdi>`,
    date: (iso) =>
      culture === 'fa'
        ? formatJalaliDate(iso, { pattern: 'yyyy/MM/dd' })
        : formatJalaliDate(iso, { pattern: 'yyyy/MM/dd', language: 'en' }),
  };
}

function holdingsTable(rows: readonly HoldingDto[], title: string, f: Format): string {
  const t = f.texts;
  if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p class="none">${t.none}</p>`;
  const head = [
    t.symbol,
    t.name,
    t.quantity,
    t.averageCost,
    t.price,
    t.marketValue,
    t.unrealisedGain,
    t.weight,
  ]
    .map((cell) => `<th>${escapeHtml(cell)}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.symbol)}</td><td>${escapeHtml(row.name)}</td>` +
        `<td class="n">${f.int(row.quantity)}</td><td class="n">${f.int(row.averageCost)}</td>` +
        `<td class="n">${row.price === null ? '—' : f.int(row.price)}</td>` +
        `<td class="n">${f.int(row.marketValue)}</td><td class="n">${f.int(row.unrealisedGain)}</td>` +
        `<td class="n">${f.percent(row.weight)}</td></tr>`,
    )
    .join('');
  const sum = (pick: (row: HoldingDto) => number) => rows.reduce((s, row) => s + pick(row), 0);
  const foot =
    `<tr><th colspan="5">${t.total}</th><td class="n">${f.int(sum((r) => r.marketValue))}</td>` +
    `<td class="n">${f.int(sum((r) => r.unrealisedGain))}</td><td class="n">${f.percent(sum((r) => r.weight))}</td></tr>`;
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${foot}</tfoot></table>`;
}

function balanceSheetTable(report: AssetStateReportDto, f: Format): string {
  const t = f.texts;
  const sheet = report.balanceSheet;
  const line = (label: string, value: number, strong = false) =>
    `<tr${strong ? ' class="strong"' : ''}><th>${escapeHtml(label)}</th><td class="n">${f.int(value)} ${t.unit}</td></tr>`;
  const holder = report.holder
    ? line(t.yourUnits, report.holder.units).replace(` ${t.unit}`, '') +
      line(t.yourValue, report.holder.value, true)
    : '';
  return (
    `<h2>${t.balanceSheet}</h2><table class="sheet"><tbody>` +
    line(t.cash, sheet.assets.cash) +
    line(t.securities, sheet.assets.securities) +
    line(t.receivables, sheet.assets.receivables) +
    line(t.totalAssets, sheet.assets.total, true) +
    line(t.payables, sheet.liabilities.payables) +
    line(t.accruedWages, sheet.liabilities.accruedWages) +
    line(t.totalLiabilities, sheet.liabilities.total, true) +
    line(t.netAssets, sheet.netAssets, true) +
    holder +
    `</tbody></table>`
  );
}

export function assetStateHtml(
  report: AssetStateReportDto,
  culture: Culture,
  generatedOn: string,
): string {
  const f = formatFor(culture);
  const t = f.texts;
  const dir = culture === 'fa' ? 'rtl' : 'ltr';
  const meta =
    `<dl><div><dt>${t.basket}</dt><dd>${escapeHtml(report.header.basketName)}</dd></div>` +
    `<div><dt>${t.code}</dt><dd><bdi>${escapeHtml(report.header.basketCode)}</bdi></dd></div>` +
    `<div><dt>${t.date}</dt><dd><bdi>${f.date(report.date)}</bdi></dd></div>` +
    `<div><dt>${t.generated}</dt><dd><bdi>${f.date(generatedOn)}</bdi></dd></div></dl>`;
  return (
    `<!doctype html><html lang="${culture}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title>` +
    `<style>${vazirmatnFontFaces()}\n${ASSET_STATE_CSS}</style></head><body>` +
    `<h1>${t.title}</h1>${meta}` +
    holdingsTable(report.shares, t.shares, f) +
    holdingsTable(report.convertibles, t.convertibles, f) +
    balanceSheetTable(report, f) +
    `</body></html>`
  );
}

/** Chromium's footer: "صفحه n از m" in the Farsi-digits face (Persian digit glyphs). */
export function footerTemplate(culture: Culture): string {
  const t = pdfTexts(culture);
  const dir = culture === 'fa' ? 'rtl' : 'ltr';
  const family = culture === 'fa' ? "'Vazirmatn FD'" : "'Vazirmatn'";
  return (
    `<style>${vazirmatnFontFaces()}</style><div dir="${dir}" style="width:100%;font-family:${family};font-size:9px;text-align:center;color:#555">` +
    `${t.page} <span class="pageNumber"></span> ${t.of} <span class="totalPages"></span></div>`
  );
}
