// An axe-like sweep of the accessible names a page gives in attributes: every aria-label and
// title on the page (shown or not: a hidden button is shown later) whose value has a Latin letter.
// In the Persian UI such a name is a label that was never translated, unless it is data (isolated,
// below) or the element declares another language (`lang`: the language switch says «English» in
// English).
import type { Page } from '@playwright/test';

export interface LatinName {
  attribute: 'aria-label' | 'title';
  value: string;
  /** The element, as `tag#id[data-testid]`, to find it by. */
  element: string;
}

/**
 * Names that may hold Latin letters in the Persian UI, each with its reason. A value passes when
 * what is left of it, once every match is removed, has no Latin letter.
 */
export const ALLOWED_LATIN: { pattern: RegExp; reason: string }[] = [
  // Data, isolated (FSI … PDI): user names in the user menu, a browser's user-agent in the
  // security log, a remote's name in the releases tab.
  { pattern: /\u2068[^\u2069]*\u2069/g, reason: 'user-supplied names, isolated (FSI … PDI)' },
];

export async function latinNames(page: Page): Promise<LatinName[]> {
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label], [title]')).flatMap((element) => {
      const language = element.closest('[lang]')?.getAttribute('lang') ?? 'fa';
      if (!language.startsWith('fa')) return [];
      const testId = element.getAttribute('data-testid');
      const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        testId ? `[data-testid="${testId}"]` : ''
      }`;
      return (['aria-label', 'title'] as const)
        .map((attribute) => ({
          attribute,
          value: element.getAttribute(attribute) ?? '',
          element: where,
        }))
        .filter((name) => /[A-Za-z]/.test(name.value));
    }),
  );
  return found.filter((name) =>
    /[A-Za-z]/.test(
      ALLOWED_LATIN.reduce((left, allowed) => left.replace(allowed.pattern, ''), name.value),
    ),
  );
}
