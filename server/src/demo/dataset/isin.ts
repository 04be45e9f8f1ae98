// ISINs in the Tehran exchange's pattern: IR, a market letter (O share, R right, T fund,
// B bond), 1, the company's four-letter code and four digits (0001 for the share, 0101 for its
// first rights issue).
const MARKET_LETTER = { share: 'O', right: 'R', fundUnit: 'T', bond: 'B' } as const;
export const TSE_ISIN = /^IR[ORTB]1[A-Z]{4}\d{4}$/;

export function tseIsin(kind: keyof typeof MARKET_LETTER, code: string, serial = 1): string {
  if (!/^[A-Z]{4}$/.test(code)) throw new RangeError(`company code must be 4 letters: ${code}`);
  return `IR${MARKET_LETTER[kind]}1${code}${String(serial).padStart(4, '0')}`;
}
