import { isHttpError } from '@crm/shared';

export interface ServerErrorText {
  message: string;
  /** Validation messages by field (camelCase member names). */
  fields: Record<string, string>;
}

/** The server's own (localized) message and validation messages, or undefined without one. */
export function serverErrorText(error: unknown): ServerErrorText | undefined {
  if (!isHttpError(error) || !error.abpError) return undefined;
  const fields: Record<string, string> = {};
  for (const item of error.abpError.validationErrors ?? []) {
    for (const member of item.members) fields[member] ??= item.message;
  }
  return { message: error.abpError.message, fields };
}
