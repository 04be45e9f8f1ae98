import { emailAddressSchema } from '@crm/shared/dto';
import * as v from 'valibot';

const text = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** ABP's UpdateEmailSettingsDto. */
export const emailSettingsSchema = v.strictObject({
  smtpHost: text(256),
  smtpPort: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  smtpUserName: text(1024),
  smtpPassword: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1024)))),
  smtpDomain: text(1024),
  smtpEnableSsl: v.optional(v.boolean(), false),
  smtpUseDefaultCredentials: v.optional(v.boolean(), true),
  defaultFromAddress: emailAddressSchema(1024),
  defaultFromDisplayName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1024)),
  /** Read-only (the GET's), accepted and ignored so a client may send back what it read. */
  hasSmtpPassword: v.optional(v.boolean()),
});

/** ABP's SendTestEmailInput. */
export const testEmailSchema = v.strictObject({
  senderEmailAddress: emailAddressSchema(),
  targetEmailAddress: emailAddressSchema(),
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(512)),
  body: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10_000)))),
});

export type EmailSettingsInput = v.InferOutput<typeof emailSettingsSchema>;
