// Letters of other scripts that pass for Latin ones, and characters that show nothing: a
// password dressed up with them looks like a listed one and must be read as it (`Pаssword1!`
// with a Cyrillic а, `PasswΟrd1!` with a Greek Ο, `Pass‍word1!` with a zero-width joiner). The
// look-alikes are read by Unicode's confusables (UTS #39, its prototype of each character) as
// the package `unhomoglyph` ships them; only characters outside ASCII are read so: the list of
// breached passwords is ASCII, and ASCII's own look-alikes (0 for o, @ for a) are read by
// password-forms.ts, which tries each reading rather than folding `1` to `l` for good.
import unhomoglyph from 'unhomoglyph';

/** Default-ignorable and format characters (ZWJ, ZWNJ, soft hyphen, bidi marks, …). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const BEYOND_ASCII = /[^\0-\x7f]/gu;

export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Each character outside ASCII as the one it passes for (Cyrillic а as a, Greek ο as o). */
export function readLookalikeLetters(text: string): string {
  return text.replace(BEYOND_ASCII, (char) => unhomoglyph(char));
}
