import { toCsv } from './csv';

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
