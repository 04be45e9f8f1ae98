// Collects the violations of a run per place (page, tab or dialog, and language) and prints
// them so that a failing run reads as a to-do list: where, which rule, which element, and axe's
// advice.
import { isBlocking, type Violation } from './axe';

export interface Finding {
  /** e.g. `/identity/users (en) › dialog: new user`. */
  where: string;
  violations: Violation[];
}

export class Findings {
  private readonly list: Finding[] = [];
  /** Every place audited, so that a run can say how much it covered. */
  readonly places: string[] = [];

  add(where: string, violations: Violation[]): void {
    this.places.push(where);
    if (violations.length > 0) this.list.push({ where, violations });
  }

  blocking(): Finding[] {
    return this.list
      .map((finding) => ({ ...finding, violations: finding.violations.filter(isBlocking) }))
      .filter((finding) => finding.violations.length > 0);
  }

  /** Violations below serious: reported beside the run, not failing it. */
  advisory(): Finding[] {
    return this.list
      .map((finding) => ({
        ...finding,
        violations: finding.violations.filter((violation) => !isBlocking(violation)),
      }))
      .filter((finding) => finding.violations.length > 0);
  }
}

/** Failing elements per rule, e.g. `aria-allowed-attr (critical): 2`. */
export function countByRule(findings: Finding[]): string[] {
  const counts = new Map<string, number>();
  for (const { violations } of findings)
    for (const violation of violations) {
      const key = `${violation.rule} (${violation.impact})`;
      counts.set(key, (counts.get(key) ?? 0) + violation.nodes.length);
    }
  return [...counts].sort().map(([rule, count]) => `${rule}: ${count}`);
}

export function formatFindings(findings: Finding[]): string {
  const lines: string[] = [];
  for (const { where, violations } of findings) {
    lines.push(where);
    for (const violation of violations) {
      lines.push(`  [${violation.impact}] ${violation.rule}: ${violation.help}`);
      lines.push(`    ${violation.helpUrl}`);
      for (const node of violation.nodes) {
        lines.push(`    at ${node.target}`);
        lines.push(`       ${node.html}`);
        lines.push(`       ${node.summary}`);
      }
    }
  }
  return lines.join('\n');
}
