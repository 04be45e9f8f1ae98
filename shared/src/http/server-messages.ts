// The one reader of what a failed call says in ABP's error body, for pages that show errors
// themselves. The rule for `validationErrors`: an entry's message belongs to EVERY member it
// names (ABP lists each field the rule concerns, e.g. both passwords of "passwords do not
// match"), a field named by several entries shows the first, and an entry naming no field still
// counts as a message of the whole request.
import { isHttpError } from './http-error';

export interface ServerMessages {
  /** The server's own message, already in the page's language; null without an ABP body. */
  message: string | null;
  /** Field (the member name as sent, camelCase) → its message. */
  fields: Record<string, string>;
  /** Every validation message once, in the server's order, with or without members. */
  details: string[];
  /** ABP's error code, when it sent one. */
  code: string | null;
  /** The HTTP status; 0 for no answer or an error that is not an HTTP one. */
  status: number;
}

export function serverMessages(error: unknown): ServerMessages {
  if (!isHttpError(error)) return { message: null, fields: {}, details: [], code: null, status: 0 };
  const abp = error.abpError;
  const fields: Record<string, string> = {};
  const details = new Set<string>();
  for (const { message, members } of abp?.validationErrors ?? []) {
    details.add(message);
    for (const member of members) fields[member] ??= message;
  }
  return {
    message: abp?.message ?? null,
    fields,
    details: [...details],
    code: abp?.code ?? null,
    status: error.status,
  };
}
