// Runs axe-core (the pinned npm package, never a download) in the page and reduces its answer
// to what a reader needs: rule, impact, help, and where. The script is evaluated through the
// DevTools protocol because the product's Content-Security-Policy refuses inline scripts, which
// a <script> tag would be.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface Violation {
  rule: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  /** CSS selector, opening HTML and axe's own explanation of each failing element. */
  nodes: { target: string; html: string; summary: string }[];
}

export const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Fluent UI's focus manager (tabster) puts aria-hidden, tabindex=0 sentinels around focus
 * groups; they pass focus on the instant they get it, so no one ever rests on them. axe reports
 * each as aria-hidden-focus; every other rule still sees them.
 */
function isTabsterSentinel(rule: string, html: string): boolean {
  return rule === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy=""/.test(html);
}

async function runAxe(page: Page, scope: string | undefined): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (include) =>
      (window as unknown as { axe: typeof Axe }).axe.run(include ? { include } : document, {
        resultTypes: ['violations'],
      }),
    scope,
  );
}

/**
 * Every axe violation on the page as it is now, or only within `scope` (a CSS selector: a
 * dialog, or the main area after a tab changed only that).
 */
export async function audit(page: Page, scope?: string): Promise<Violation[]> {
  const results = await runAxe(page, scope);
  return results.violations
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes
        .filter((node) => !isTabsterSentinel(violation.id, node.html))
        .map((node) => ({
          target: node.target.join(' '),
          html: node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html,
          summary: (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
        })),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

export function isBlocking(violation: Violation): boolean {
  return BLOCKING.includes(violation.impact);
}
