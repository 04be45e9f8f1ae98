// The e-mail address as the server takes it: trimmed, at most `max` characters, and well formed
// by the same rule the forms check (isEmail), so a form never accepts what the server refuses.
import * as v from 'valibot';
import { isEmail } from '../validation/validators/email';

export const emailAddressSchema = (max = 256) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.check(isEmail));

/** Whether a validation issue is the e-mail rule's (the server names it in its answer). */
export const isEmailIssue = (issue: { type: string; requirement?: unknown }) =>
  issue.type === 'check' && issue.requirement === isEmail;
