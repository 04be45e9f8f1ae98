import { csvDate, toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a UTF-8 byte order mark, quotes what needs quoting and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'نماد', value: (row: { s: string; n: number | null }) => row.s },
        { header: 'مبلغ', value: (row) => row.n },
      ],
      [
        { s: 'فولاد', n: 6_900_000 },
        { s: 'a,"b"', n: null },
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('نماد,مبلغ\r\nفولاد,6900000\r\n"a,""b""",\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('CSV export: fields holding a separator', () => {
  const column = [{ header: 'value', value: (row: { v: string }) => row.v }];
  /** The one body row (it may hold line breaks of its own). */
  const body = (v: string) =>
    toCsv(column, [{ v }]).slice(1).split('\r\n').slice(1, -1).join('\r\n');

  it('quotes a field holding a comma, «;», «؛», a tab, a quote or a line break', () => {
    expect(body('a,b')).toBe('"a,b"');
    expect(body('a;b')).toBe('"a;b"');
    expect(body('سهام؛ اوراق')).toBe('"سهام؛ اوراق"');
    expect(body('a\tb')).toBe('"a\tb"');
    expect(body('a "b"')).toBe('"a ""b"""');
    expect(body('a\rb')).toBe('"a\rb"');
    expect(body('a\nb')).toBe('"a\nb"');
    expect(body('a\r\nb')).toBe('"a\r\nb"');
  });

  it('still neutralises a formula holding one, quoted once', () => {
    expect(body('=1;2')).toBe(`"'=1;2"`);
    expect(body('@A1؛B1')).toBe(`"'@A1؛B1"`);
  });

  it('leaves a field holding none unquoted', () => {
    expect(body('فولاد مبارکه')).toBe('فولاد مبارکه');
    expect(body('a.b-c')).toBe('a.b-c');
  });
});

describe('CSV export against formula injection', () => {
  const column = [{ header: 'value', value: (row: { v: string | number }) => row.v }];
  const body = (v: string | number) => toCsv(column, [{ v }]).slice(1).split('\r\n')[1];

  it('writes text that starts like a formula with a leading quote, quoted', () => {
    expect(body('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(body('+98 912')).toBe(`"'+98 912"`);
    expect(body('-2+3')).toBe(`"'-2+3"`);
    expect(body('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(body('\tcmd')).toBe(`"'\tcmd"`);
    expect(body('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps numbers, negative numbers included, as numbers', () => {
    expect(body(-1250)).toBe('-1250');
    expect(body(-0.5)).toBe('-0.5');
    expect(body('-12.5')).toBe('-12.5');
    expect(body(3)).toBe('3');
  });

  it('leaves other text as it was', () => {
    expect(body('فولاد')).toBe('فولاد');
    expect(body('1403/01/05')).toBe('1403/01/05');
    expect(body('a=b')).toBe('a=b');
  });
});

describe('CSV dates', () => {
  it('are Jalali yyyy/MM/dd in Latin digits, Esfand of leap and common years included', () => {
    expect(csvDate('2025-03-20')).toBe('1403/12/30');
    expect(csvDate('2026-03-20')).toBe('1404/12/29');
  });
});
