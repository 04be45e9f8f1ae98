// The product's Persian words (docs/glossary.md): one word for one thing, and the half-space
// (ZWNJ, U+200C) where Persian writes one. A rule names what is wrong and what to write instead;
// glossary.test.ts holds every Persian text resource of the product to them.

export interface GlossaryRule {
  /** What must not appear in a Persian text. */
  wrong: RegExp;
  /** What to write instead. */
  right: string;
}

/** A Persian letter; a word boundary for Persian is "not a letter" (\b only knows ASCII). */
const LETTER = '\\p{L}';
const notAfterLetter = `(?<!${LETTER})`;
const notBeforeLetter = `(?!${LETTER})`;

export const GLOSSARY: readonly GlossaryRule[] = [
  { wrong: /گذرواژه/u, right: 'رمز عبور' },
  // Home is «خانه» everywhere: the menu, the breadcrumb, the dashboard's title, the links to it.
  { wrong: /داشبورد|پیشخوان/u, right: 'خانه' },
  // The verb prefixes می/نمی join their verb with a half-space: «نمی‌شود», «می‌توانید».
  { wrong: new RegExp(`${notAfterLetter}ن?می ${LETTER}`, 'u'), right: 'می‌ / نمی‌ (نیم‌فاصله)' },
  // Plural and suffixes after a word join it with a half-space: «گزارش‌ها», «ذخیره‌نشده‌ای».
  { wrong: new RegExp(`${LETTER} (ها|های|هایی)${notBeforeLetter}`, 'u'), right: '‌ها (نیم‌فاصله)' },
  { wrong: new RegExp(`ه (ای|ام|اید)${notBeforeLetter}`, 'u'), right: 'ه‌ای (نیم‌فاصله)' },
  { wrong: /ذخیره نشده/u, right: 'ذخیره‌نشده' },
];

/** The rules a text breaks. */
export function glossaryProblems(text: string): GlossaryRule[] {
  return GLOSSARY.filter((rule) => rule.wrong.test(text));
}
