// The toast or bar text of a failed call, for the pages that show errors themselves (the contract
// calls skip the shell's error dialog, spec §8). What the server said is read by
// `serverMessages` of @crm/shared, the one reader of ABP's validation errors and its rule.
import type { ServerMessages } from '@crm/shared';

/** The validation messages, else the server's message, else the generic failure text. */
export function problemText(problem: ServerMessages, fallback: string): string {
  if (problem.details.length > 0) return problem.details.join(' ');
  return problem.message ?? fallback;
}
