// Numbers in Persian words as contracts write them, through the server's convert-number-to-text:
// an integer as it is, a decimal as «whole ممیز fraction» (۲٫۵ → «دو ممیز پنج»).
export type IntegerWords = (integer: number) => Promise<string>;

const DECIMAL_POINT = ' ممیز ';

export function splitDecimal(value: number): { whole: number; fraction: number | null } {
  const [whole = '0', fraction] = String(value).split('.');
  return { whole: Number(whole), fraction: fraction ? Number(fraction) : null };
}

export async function numberWords(value: number, words: IntegerWords): Promise<string> {
  const { whole, fraction } = splitDecimal(value);
  if (fraction === null) return words(whole);
  const [wholeWords, fractionWords] = await Promise.all([words(whole), words(fraction)]);
  return `${wholeWords}${DECIMAL_POINT}${fractionWords}`;
}
