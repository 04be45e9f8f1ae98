// The customer's basket selector and the back office's basket picker are inputs: their text is
// the input's value, the basket's name isolated (FSI … PDI) before its code.
import type { Locator, Page } from '@playwright/test';

const ISOLATES = /[\u2066-\u2069]/g;

/** The chosen basket as the list shows it, «name (code)», without the isolates. */
export async function selectorText(selector: Locator): Promise<string> {
  return (await selector.inputValue()).replace(ISOLATES, '');
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/**
 * A basket as a page labels it, «name (code)»: the stored name in the page's digits (Persian
 * ones on a Persian page), the code as stored.
 */
export function basketLabel(
  basket: { basketName: string; basketCode: string },
  language: 'fa' | 'en' = 'fa',
): string {
  const name =
    language === 'fa'
      ? basket.basketName.replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)]!)
      : basket.basketName;
  return `${name} (${basket.basketCode})`;
}

/** The page's language, as the application sets it on the document. */
export async function pageLanguage(page: Page): Promise<'fa' | 'en'> {
  return (await page.evaluate(() => document.documentElement.lang)) === 'en' ? 'en' : 'fa';
}
