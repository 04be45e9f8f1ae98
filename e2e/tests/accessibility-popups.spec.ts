// axe-core over what only shows while open — the navbar's basket list and group menus, the
// narrow screen's menu, the Jalali date picker and a table row's action menu — in Persian and
// in English. The page audit (accessibility.spec.ts) sees each of them closed.
import type { Locator, Page } from '@playwright/test';
import { audit } from '../src/a11y/axe';
import { countByRule, Findings, formatFindings } from '../src/a11y/findings';
import { settle } from '../src/a11y/settle';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';

const LANGUAGES = ['fa', 'en'] as const;

async function auditOpen(
  page: Page,
  findings: Findings,
  where: string,
  open: () => Promise<Locator>,
  scope: string,
): Promise<void> {
  const popup = await open();
  await expect(popup).toBeVisible();
  await settle(page);
  findings.add(where, await audit(page, scope));
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

function expectNoBlocking(findings: Findings, audited: number): void {
  expect(findings.places).toHaveLength(audited);
  const blocking = findings.blocking();
  expect(
    blocking.length,
    `\n${countByRule(blocking).join('\n')}\n\n${formatFindings(blocking)}`,
  ).toBe(0);
}

test('a customer’s open basket list, menu and date picker have no serious or critical axe violation', async ({
  page,
}) => {
  const findings = new Findings();
  await signIn(page, demoUser('customer1'));
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/twrr');
    await expectRemotePage(page, 'page-twrr');
    await switchLanguage(page, language);
    await auditOpen(
      page,
      findings,
      `basket list (${language})`,
      async () => {
        await page.getByTestId('basket-selector').click();
        return page.getByRole('listbox');
      },
      '[role="listbox"]',
    );
    await auditOpen(
      page,
      findings,
      `reports menu (${language})`,
      async () => {
        await page.getByTestId('menu-group-Reports').click();
        return page.getByRole('menu');
      },
      '[role="menu"]',
    );
    await auditOpen(
      page,
      findings,
      `date picker (${language})`,
      async () => {
        const label = language === 'fa' ? 'انتخاب تاریخ' : 'Choose a date';
        await page.getByRole('button', { name: label }).first().click();
        return page.getByRole('dialog');
      },
      '[role="dialog"]',
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await auditOpen(
      page,
      findings,
      `narrow-screen menu (${language})`,
      async () => {
        await page.getByTestId('hamburger').click();
        return page.getByTestId('hamburger-menu');
      },
      '[data-testid="hamburger-menu"]',
    );
  }
  expectNoBlocking(findings, 8);
});

test('an administrator’s open Administration menu and row action menu have no serious or critical axe violation', async ({
  page,
}) => {
  const findings = new Findings();
  await signIn(page, demoUser('admin'));
  await page.goto('/identity/users');
  await expectRemotePage(page, 'page-users');
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    await auditOpen(
      page,
      findings,
      `administration menu (${language})`,
      async () => {
        await page.getByTestId('administration-menu').click();
        return page.getByRole('menu');
      },
      '[role="menu"]',
    );
    await auditOpen(
      page,
      findings,
      `row action menu (${language})`,
      async () => {
        await page.getByTestId('row-actions').first().click();
        return page.getByRole('menu');
      },
      '[role="menu"]',
    );
  }
  expectNoBlocking(findings, 4);
});
