// The e-mail settings form (spec §5): display name, sender address and port required; the
// test e-mail: valid sender and target, a subject, an optional body.
import {
  emailSchema,
  maxLength,
  pattern,
  range,
  requiredString,
  textAction,
  textSchema,
  validatorAction,
} from '@crm/shared/validation';
import * as v from 'valibot';

const optionalText = (max: number) =>
  v.pipe(requiredString(), v.trim(), textAction(maxLength(max)));

export const emailSettingsSchema = () =>
  v.object({
    smtpHost: optionalText(256),
    smtpPort: v.pipe(
      textSchema(),
      textAction(pattern(/^\d+$/)),
      v.transform(Number),
      validatorAction<number>(range({ min: 1, max: 65535 })),
    ),
    smtpEnableSsl: v.boolean(),
    smtpUseDefaultCredentials: v.boolean(),
    smtpDomain: optionalText(1024),
    smtpUserName: optionalText(1024),
    smtpPassword: v.pipe(requiredString(), textAction(maxLength(1024))),
    defaultFromAddress: emailSchema(),
    defaultFromDisplayName: textSchema({ maxLength: 1024 }),
  });

export const testEmailSchema = () =>
  v.object({
    senderEmailAddress: emailSchema(),
    targetEmailAddress: emailSchema(),
    subject: textSchema({ maxLength: 512 }),
    body: v.pipe(requiredString(), textAction(maxLength(10_000))),
  });

export interface EmailSettingsValues {
  smtpHost: string;
  smtpPort: string;
  smtpEnableSsl: boolean;
  smtpUseDefaultCredentials: boolean;
  smtpDomain: string;
  smtpUserName: string;
  smtpPassword: string;
  defaultFromAddress: string;
  defaultFromDisplayName: string;
}

export type TestEmailValues = v.InferInput<ReturnType<typeof testEmailSchema>>;
