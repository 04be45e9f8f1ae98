// What a failed call says, for the pages that show errors themselves (the contract calls skip the
// shell's error dialog, spec §8): the server's message (already in the page's language) and its
// per-field validation messages.
import { isHttpError } from '@crm/shared';

export interface ServerProblem {
  message: string | null;
  /** Field name → message, from ABP's validationErrors (first member of each). */
  fields: Record<string, string>;
  code: string | null;
  status: number;
}

export function serverProblem(error: unknown): ServerProblem {
  if (!isHttpError(error)) return { message: null, fields: {}, code: null, status: 0 };
  const abp = error.abpError;
  const fields: Record<string, string> = {};
  for (const problem of abp?.validationErrors ?? []) {
    const member = problem.members[0];
    if (member && !(member in fields)) fields[member] = problem.message;
  }
  return {
    message: abp?.message ?? null,
    fields,
    code: abp?.code ?? null,
    status: error.status,
  };
}

/** A one-line text for a message bar: the server's message, else the generic failure text. */
export function problemText(problem: ServerProblem, fallback: string): string {
  const details = Object.values(problem.fields);
  if (details.length > 0) return details.join(' ');
  return problem.message ?? fallback;
}
