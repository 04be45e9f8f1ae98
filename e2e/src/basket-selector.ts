// The customer's basket selector and the back office's basket picker are inputs: their text is
// the input's value, the basket's name isolated (FSI … PDI) before its code.
import type { Locator } from '@playwright/test';

const ISOLATES = /[\u2066-\u2069]/g;

/** The chosen basket as the list shows it, «name (code)», without the isolates. */
export async function selectorText(selector: Locator): Promise<string> {
  return (await selector.inputValue()).replace(ISOLATES, '');
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** A basket as the Persian pages label it: the stored name in Persian digits, then its code. */
export function basketLabel(basket: { basketName: string; basketCode: string }): string {
  const name = basket.basketName.replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)]!);
  return `${name} (${basket.basketCode})`;
}
