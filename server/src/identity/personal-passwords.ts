// A password built from the user's own names or the product's name is refused: the first thing
// an attacker tries for an account is its user name, e-mail and the product's name with a year
// or a symbol added. The words are the parts (runs of letters and digits) of at least three
// characters of the user name, the e-mail address's local part, the given name, the surname and
// the product's name (in either language). A password is built from them when one of its forms
// (password-forms.ts: lower case, core, look-alikes read) holds one of them and, with every one
// of them taken out, has fewer than four letters left: `Admin@2024`, `Rezaei.Ali.1990` (for
// ali.rezaei@…), `Ali@2024!x` (for ali) and `Crm@2024!` are refused, while a passphrase that
// merely holds a name, such as «acme admin passphrase» for the user `admin`, is not.
import { localize } from '../localization/localizer';
import { lookalikeReadings, MIN_CORE_LENGTH, passwordForms, plainCase } from './password-forms';

const MIN_LETTERS_LEFT = 4;
/** Three: names as short as Ali, and the product's own «CRM», are tried first too. */
const MIN_WORD_LENGTH = 3;
const PARTS = /[\p{L}\p{N}]+/gu;
const LETTERS = /\p{L}/gu;

export interface PersonalNames {
  userName?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
}

const PRODUCT_NAMES = [localize('en', 'Crm::AppName'), localize('fa', 'Crm::AppName')];

/** The words a password must not be built from, each also with look-alikes read. */
function personalWords(names: PersonalNames): string[] {
  const localPart = names.email?.split('@')[0];
  const texts = [names.userName, localPart, names.name, names.surname, ...PRODUCT_NAMES];
  const words = texts
    .flatMap((text) => (text ? (plainCase(text).match(PARTS) ?? []) : []))
    .filter((word) => [...word].length >= MIN_WORD_LENGTH);
  const all = new Set(words.flatMap((word) => [word, ...lookalikeReadings(word)]));
  // The longest first: a shorter word inside a longer one is then taken out with it.
  return [...all].sort((a, b) => b.length - a.length);
}

function builtFrom(form: string, words: readonly string[]): boolean {
  let rest = form;
  for (const word of words) rest = rest.split(word).join(' ');
  if (rest === form) return false;
  return (rest.match(LETTERS) ?? []).length < MIN_LETTERS_LEFT;
}

/** True when the password is the user's name or e-mail, or is built from a word of them. */
export function isBuiltFromNames(password: string, names: PersonalNames): boolean {
  const whole = plainCase(password);
  const exact = [names.userName, names.email].some((name) => name && plainCase(name) === whole);
  if (exact) return true;
  const words = personalWords(names);
  return passwordForms(password).some(
    (form) => [...form].length >= MIN_CORE_LENGTH && builtFrom(form, words),
  );
}
