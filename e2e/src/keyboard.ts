// The keyboard as a user drives it: Tab and Shift+Tab until an element has focus, keys pressed
// one at a time, and a check that the focused element shows that it is focused. Nothing here
// clicks; measuring a focus indicator blurs and refocuses through the page (a measurement, not
// an input).
import { expect, type Locator, type Page } from '@playwright/test';

/** Where focus is, for messages: tag, role, name and test id. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing (body)';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> "${name.slice(0, 40)}" in ${testId ?? '?'}`;
  });
}

async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/**
 * Presses Tab (or Shift+Tab) until `target` or an element inside it has focus; fails, saying
 * where focus went, after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
  }
  if (await holdsFocus(target)) return;
  throw new Error(`${target} not reached in ${max} presses; focus went:\n${path.join('\n')}`);
}

/** Presses a key `times` times. */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Types into whatever has focus, replacing its text. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * The focused element looks different from the same element unfocused (WCAG 2.4.7): its
 * surroundings are photographed with focus and without, and must differ. Fluent draws some
 * indicators on the field's frame, so the frame is photographed when there is one.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const where = await describeFocus(page);
  const box = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const frame =
      active.closest('.fui-Input, .fui-Textarea, .fui-Dropdown, .fui-Combobox, .fui-Checkbox') ??
      active;
    const rect = frame.getBoundingClientRect();
    const margin = 4;
    return {
      x: Math.max(0, rect.x - margin),
      y: Math.max(0, rect.y - margin),
      width: rect.width + 2 * margin,
      height: rect.height + 2 * margin,
    };
  });
  const shot = () => page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' });
  const focused = await shot();
  await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    (window as unknown as { __refocus: HTMLElement }).__refocus = active;
    active.blur();
  });
  const unfocused = await shot();
  await page.evaluate(() =>
    (window as unknown as { __refocus: HTMLElement }).__refocus.focus({ preventScroll: true }),
  );
  expect(focused.equals(unfocused), `no visible focus indicator on ${where}`).toBe(false);
}
