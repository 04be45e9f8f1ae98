// The plainer forms a password may have been dressed up from to pass composition rules: the
// password lower-cased, without invisible characters and with look-alike letters of other
// scripts read as Latin ones (lookalike-letters.ts); its core, with the digits and symbols at
// either end taken off (Admin@123, !Password1, Qwerty123$) or only the symbols (Aa123456@); each
// core also without the symbols inside it (Pass@word1); and each of these with look-alike digits
// and symbols read as letters (P@ssw0rd, L3tm31n). A core shorter than four characters is left
// out: shorter ones would match random passwords by chance.
import { toLatinDigits } from '@crm/shared/persian';
import { readLookalikeLetters, withoutInvisibles } from './lookalike-letters';

export const MIN_CORE_LENGTH = 4;

// «1», «!» and «|» stand for «i» or for «l»: both readings are tried.
const READINGS: readonly Readonly<Record<string, string>>[] = [
  {
    '@': 'a',
    '4': 'a',
    '3': 'e',
    '1': 'i',
    '!': 'i',
    '|': 'l',
    '0': 'o',
    $: 's',
    '5': 's',
    '7': 't',
  },
  { '1': 'l', '!': 'l' },
];
const LOOKALIKE = /[@431!|0$57]/g;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SYMBOLS = /[^\p{L}\p{N}]/gu;

/** The text with look-alikes read as letters, in each reading that changes it. */
export function lookalikeReadings(text: string): string[] {
  const [first, second] = READINGS as [Record<string, string>, Record<string, string>];
  const read = (reading: Record<string, string>) =>
    text.replace(LOOKALIKE, (char) => reading[char] ?? first[char]!);
  return [...new Set([read(first), read(second)])].filter((reading) => reading !== text);
}

/**
 * Lower case, compatibility forms folded (full-width letters), Persian digits as Latin, no
 * invisible characters, look-alike letters of other scripts read as Latin ones.
 */
export function plainCase(text: string): string {
  const visible = withoutInvisibles(toLatinDigits(text.normalize('NFKC'))).toLowerCase();
  return readLookalikeLetters(visible).normalize('NFKC').toLowerCase();
}

/** Where the text's first character that is `kept` is, from the start or from the end. */
function firstKept(chars: readonly string[], kept: RegExp, fromEnd: boolean): number {
  const order = fromEnd ? [...chars].reverse() : chars;
  const index = order.findIndex((char) => kept.test(char));
  return index < 0 ? chars.length : index;
}

/** The password and the cores it may have been dressed up from, each also with look-alikes read. */
export function passwordForms(password: string): string[] {
  const whole = plainCase(password);
  const chars = [...whole];
  const starts = new Set([0, ...[LETTER_OR_DIGIT, LETTER].map((k) => firstKept(chars, k, false))]);
  const ends = new Set(
    [0, ...[LETTER_OR_DIGIT, LETTER].map((k) => firstKept(chars, k, true))].map(
      (cut) => chars.length - cut,
    ),
  );
  const cores = new Set([whole]);
  for (const start of starts)
    for (const end of ends)
      if (end - start >= MIN_CORE_LENGTH) cores.add(chars.slice(start, end).join(''));
  for (const core of [...cores]) {
    const joined = core.replace(SYMBOLS, '');
    if ([...joined].length >= MIN_CORE_LENGTH) cores.add(joined);
  }
  return [...new Set([...cores].flatMap((core) => [core, ...lookalikeReadings(core)]))];
}
