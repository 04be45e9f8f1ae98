// CSV export: RFC 4180 quoting, CRLF line ends and a UTF-8 byte order mark so that Excel opens
// Persian text correctly. A field holding a comma, «;» or «؛» (U+061B), a tab, a quote or a line
// break is quoted: «;» and «؛» are the list separator of spreadsheets in European and Persian
// locales, which would otherwise split the field there. Numbers are written plainly (Latin
// digits, no grouping) so that spreadsheets read them as numbers. Text that a spreadsheet would
// run as a formula (it starts with = + - @, a tab or a carriage return: a basket or symbol name
// typed by a user) is neutralised as OWASP's CSV-injection sheet recommends: a leading single
// quote, and quoted.
import { formatJalaliDate } from '@crm/shared/persian';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that is only a number (`-12.5`) is read as that number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const NEEDS_QUOTES = /[",;\u061B\t\r\n]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || PLAIN_NUMBER.test(text)) return text;
  if (FORMULA_START.test(text)) return quoted(`'${text}`);
  return NEEDS_QUOTES.test(text) ? quoted(text) : text;
}

/** A day in a CSV file: Jalali `yyyy/MM/dd` in Latin digits whatever the page's language. */
export function csvDate(iso: string): string {
  return formatJalaliDate(iso, { pattern: 'yyyy/MM/dd', digits: 'latin' });
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => cell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
