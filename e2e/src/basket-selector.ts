// The customer's basket selector is a typeahead: its text is the input's value, the basket's name
// isolated (FSI … PDI) before its code.
import type { Locator } from '@playwright/test';

const ISOLATES = /[\u2066-\u2069]/g;

/** The chosen basket as the list shows it, «name (code)», without the isolates. */
export async function selectorText(selector: Locator): Promise<string> {
  return (await selector.inputValue()).replace(ISOLATES, '');
}
