// Well-known breached passwords are refused as new passwords whatever the composition rules say
// (NIST SP 800-63B 5.1.1.2, ASVS 2.1.7): the list in data/ (see its README), matched without
// regard to case, and also after undoing the usual ways of dressing one up to pass composition
// rules — digits or «!» appended (Qwerty123!, Passw0rd!) and letters written as look-alike
// digits or symbols (P@ssw0rd). Only those two suffixes are undone: they are the ones such
// rules most often produce, and every symbol more would also refuse more chance matches.
import COMMON_PASSWORDS from './data/common-passwords.json' with { type: 'json' };

const BREACHED: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

const LOOKALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const LOOKALIKE = /[@431!0$57]/g;
const APPENDED = /[0-9!]+$/;
/** A shorter stem would refuse passwords by chance («ab» followed by ten random digits). */
const MIN_STEM_LENGTH = 4;

function undoLookalikes(text: string): string {
  return text.replace(LOOKALIKE, (char) => LOOKALIKES[char]!);
}

/** The password as typed (lower-cased) and the plainer forms it may have been dressed up from. */
function plainForms(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(APPENDED, '');
  const dressed = [stem, undoLookalikes(lower), undoLookalikes(stem)];
  return [lower, ...dressed.filter((form) => form.length >= MIN_STEM_LENGTH)];
}

/** True for a well-known breached password, or one of them dressed up (see above). */
export function isBreachedPassword(password: string): boolean {
  return plainForms(password).some((form) => BREACHED.has(form));
}
