// Text a careless server mishandles: Persian and Arabic letters and digits (both digit sets, both
// forms of yeh and kaf), direction marks and isolates, zero-width joiners, control characters and
// NUL, lone surrogates, very long values, SQL and script fragments, path tricks and numbers in
// disguise. Used wherever the fuzzer puts a string.
import fc from 'fast-check';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const LETTERS = 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكئؤةأإآء';
/** RLM, LRM, RLE, LRE, PDF, RLO, LRO, RLI, LRI, FSI, PDI, ZWNJ, ZWJ, BOM, Arabic letter mark. */
const MARKS =
  '\u200f\u200e\u202b\u202a\u202c\u202e\u202d\u2067\u2066\u2068\u2069\u200c\u200d\ufeff\u061c';

export const FRAGMENTS = [
  "' or '1'='1",
  "'; drop table app_user; --",
  '" or ""="',
  '1; select pg_sleep(5)--',
  "%' union select null, version() --",
  '$$; select 1; $$',
  "\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '\u0000',
  '\r\n',
  '\ud800',
  '\udfff',
  '😀👨‍👩‍👧',
  'ﻻ',
  'é',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
  '۱۴۰۳/۰۱/۱۵',
  '١٤٠٣-٠١-١٥',
  'علي كاظمي',
  'علی کاظمی',
  '٠٩١٢١٢٣٤٥٦٧',
  '۰۹۱۲۱۲۳۴۵۶۷',
  '\u202eusbasket\u202c',
  ' ',
  '',
];

const charsOf = (text: string) => fc.constantFrom(...[...text]);

/** A run of Persian/Arabic text with digits of either set and direction marks mixed in. */
const rtlText = fc
  .array(
    fc.oneof(
      { arbitrary: charsOf(LETTERS), weight: 6 },
      { arbitrary: charsOf(PERSIAN_DIGITS), weight: 2 },
      { arbitrary: charsOf(ARABIC_DIGITS), weight: 2 },
      { arbitrary: charsOf(MARKS), weight: 2 },
      { arbitrary: fc.constant(' '), weight: 1 },
    ),
    { maxLength: 40 },
  )
  .map((chars) => chars.join(''));

const mixed = fc
  .array(fc.oneof(rtlText, fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.join(''));

const long = fc
  .tuple(
    fc.oneof(rtlText, fc.constantFrom('a', 'ی', '۹', '\u200f', "'")),
    fc.integer({ min: 300, max: 20_000 }),
  )
  .map(([unit, times]) =>
    (unit || 'x').repeat(Math.ceil(times / Math.max(unit.length, 1))).slice(0, times),
  );

/** Any hostile string (`bait`: values the fuzzer should also try, such as real names). */
export function hostileString(bait: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 4 },
    { arbitrary: rtlText, weight: 4 },
    { arbitrary: mixed, weight: 4 },
    { arbitrary: long, weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
    ...(bait.length ? [{ arbitrary: fc.constantFrom(...bait), weight: 3 }] : []),
  );
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encoded text (a lone surrogate, which has no UTF-8 form, becomes U+FFFD). */
export function encoded(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/** Text that may travel in a header (no control characters, Latin-1 only after encoding). */
export function headerSafe(text: string): string {
  return encoded(text).slice(0, 512);
}
