// The spec's typeahead (§8: 'No results available' / '{n} result(s) available'): the customer's
// basket selector, the back office's basket picker and the instrument picker filter as the user
// types and say how many remain through a polite live region, in Persian words and digits.
import type { Locator } from '@playwright/test';
import { basketLabel, selectorText } from '../src/basket-selector';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';
import { approvedBaskets } from './reports-support';

const NONE = 'نتیجه‌ای یافت نشد';
const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const available = (n: number) => `${persianDigits(n)} نتیجه موجود است`;

/** A combobox's own list (the dashboard's donut chart is a listbox too), its pickable options. */
async function optionsOf(box: Locator): Promise<Locator> {
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = box.page().locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  return list.locator('[role="option"]:not([aria-disabled="true"])');
}

test('the customer’s basket selector filters as they type, announces the count and works by keyboard', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  const baskets = await approvedBaskets(page);
  expect(baskets.length).toBeGreaterThan(1);
  const box = page.getByTestId('basket-selector');
  const status = page.getByTestId('basket-selector-status');
  const before = await selectorText(box);
  const other = baskets.find((basket) => !before.includes(basket.basketCode))!;

  await box.click();
  await expect(await optionsOf(box)).toHaveCount(baskets.length);
  await expect(status).toHaveText(available(baskets.length));
  await box.fill(other.basketCode);
  const matching = baskets.filter((b) =>
    `${b.basketName} (${b.basketCode})`.includes(other.basketCode),
  );
  await expect(await optionsOf(box)).toHaveCount(matching.length);
  await expect(status).toHaveText(available(matching.length));
  await box.fill('zzzz');
  await expect(status).toHaveText(NONE);
  await expect(await optionsOf(box)).toHaveCount(0);

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(status).toHaveText('');
  expect(await selectorText(box)).toBe(before);

  await box.fill(other.basketCode);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByText('سبد مورد نظر انتخاب شد')).toBeVisible();
  await expect.poll(() => selectorText(box)).toBe(basketLabel(other));
  await expect(box).toBeFocused();
});

test('the back office’s basket picker announces how many baskets its search found', async ({
  page,
}) => {
  await signIn(page, demoUser('backoffice'));
  const box = page.getByTestId('basket-picker');
  const status = page.getByTestId('basket-picker-status');
  await box.click();
  await expect(status).toHaveText(/^[۰-۹]+ نتیجه موجود است$/);
  const all = await optionsOf(box);
  await expect(status).toHaveText(available(await all.count()));
  const code = /\(([^)]+)\)/.exec((await all.first().innerText()).trim())![1]!;
  await box.fill(code);
  const found = await optionsOf(box);
  await expect(found.filter({ hasNotText: code })).toHaveCount(0);
  await expect(found.first()).toContainText(code);
  await expect(status).toHaveText(available(await found.count()));
  await box.fill('zzzz');
  await expect(status).toHaveText(NONE);
});

test('the instrument picker filters the held instruments as the customer types', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await page.goto('/assetStateShare');
  await expectRemotePage(page, 'page-asset-state-share');
  const box = page.getByTestId('instrument-picker');
  const status = page.getByTestId('instrument-picker-status');
  await box.click();
  const all = await optionsOf(box);
  // The held instruments arrive after the report's date: the list may still be empty.
  await expect.poll(() => all.count()).toBeGreaterThan(1);
  const texts = await all.allInnerTexts();
  await expect(status).toHaveText(available(texts.length));
  const symbol = texts[1]!.split(' — ')[0]!.trim();
  const matching = texts.filter((text) => text.includes(symbol));
  await box.fill(symbol);
  await expect(await optionsOf(box)).toHaveCount(matching.length);
  await expect(status).toHaveText(available(matching.length));
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(matching[0]!);
});
