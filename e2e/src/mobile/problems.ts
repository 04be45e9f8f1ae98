// The misfits found across a run, one line per problem with the view it was first seen in and how
// many other views showed it too (a header that does not fit shows on every page of its user).
import type { Page } from '@playwright/test';
import { misfits } from './fit';

export class Problems {
  readonly places: string[] = [];
  private readonly views = new Map<string, string[]>();

  /**
   * Checks the view now on screen and returns what it found. A view opened from a page (a dialog,
   * a menu, a tab) records only what the page itself did not already show (`seenOnPage`).
   */
  async check(page: Page, where: string, seenOnPage: string[] = []): Promise<string[]> {
    this.places.push(where);
    const found = await misfits(page);
    for (const problem of found.filter((text) => !seenOnPage.includes(text)))
      this.views.set(problem, [...(this.views.get(problem) ?? []), where]);
    return found;
  }

  get found(): string[] {
    return [...this.views].map(
      ([problem, [first, ...more]]) =>
        `${first}: ${problem}${more.length > 0 ? ` (and ${more.length} more views)` : ''}`,
    );
  }

  report(): string {
    return `\n${this.found.join('\n')}\n\n(${this.places.length} views checked)`;
  }
}
