// Well-known breached passwords are refused as new passwords whatever the composition rules say
// (NIST SP 800-63B 5.1.1.2, ASVS 2.1.7): the list in data/ (see its README), matched without
// regard to case and also in the plainer forms a password may have been dressed up from
// (password-forms.ts), or as a part between symbols with next to nothing beside it
// (`1q2w3e4r!Q`: a listed password, a symbol and a letter). The list is one sorted string with an entry a line, searched by binary
// search: about 2 MB of memory, where a Set of its 190,000 entries took 13 MB and 130 ms to build.
import COMMON_PASSWORDS from './data/common-passwords.json' with { type: 'json' };
import { lookalikeReadings, MIN_CORE_LENGTH, passwordForms, plainCase } from './password-forms';

/** Beside a listed part, fewer letters and digits than this leave the password as weak as it. */
const MIN_LEFT_BESIDE_PART = 4;
const SYMBOLS = /[^\p{L}\p{N}]+/u;

let lineStarts: Uint32Array | undefined;

/** Where each entry starts, found on the first lookup (tens of ms) rather than at start-up. */
function entryStarts(): Uint32Array {
  if (lineStarts) return lineStarts;
  const breakAfter = (from: number) => COMMON_PASSWORDS.indexOf('\n', from);
  let count = 1;
  for (let at = breakAfter(0); at >= 0; at = breakAfter(at + 1)) count += 1;
  const starts = new Uint32Array(count);
  for (let at = breakAfter(0), index = 1; at >= 0; at = breakAfter(at + 1), index += 1)
    starts[index] = at + 1;
  lineStarts = starts;
  return lineStarts;
}

function entry(starts: Uint32Array, index: number): string {
  const end = index + 1 < starts.length ? starts[index + 1]! - 1 : COMMON_PASSWORDS.length;
  return COMMON_PASSWORDS.slice(starts[index], end);
}

/** True when the text is in the list as it stands (lower case). */
export function isListed(text: string): boolean {
  const starts = entryStarts();
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = entry(starts, middle);
    if (found === text) return true;
    if (found < text) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * True when a part of the password (`form`: plain, or with look-alikes read) between symbols is
 * listed and little else is beside it. The whole password, not its cores: a core has already
 * lost the digits at its end, which count as what is beside the part.
 */
function isListedPartDressedUp(form: string): boolean {
  const parts = form.split(SYMBOLS);
  const total = parts.reduce((sum, part) => sum + [...part].length, 0);
  return parts.some((part) => {
    const length = [...part].length;
    return length >= MIN_CORE_LENGTH && total - length < MIN_LEFT_BESIDE_PART && isListed(part);
  });
}

/** True for a well-known breached password, or one of them dressed up (see above). */
export function isBreachedPassword(password: string): boolean {
  if (passwordForms(password).some(isListed)) return true;
  const whole = plainCase(password);
  return [whole, ...lookalikeReadings(whole)].some(isListedPartDressedUp);
}
