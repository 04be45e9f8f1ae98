// ABP's account DTOs (`Volo.Abp.Account`): register, password reset and my profile.
import {
  emailAddressSchema,
  optionalPhoneNumberSchema,
  optionalStoredTextSchema,
} from '@crm/shared/dto';
import * as v from 'valibot';
import { userNameSchema } from './identity.schemas';

const email = emailAddressSchema();
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
const extraProperties = v.optional(v.record(v.string(), v.unknown()), {});
const appName = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))));

export const registerSchema = v.strictObject({
  userName: userNameSchema,
  emailAddress: email,
  password,
  appName,
  extraProperties,
});

export const sendResetCodeSchema = v.strictObject({
  email,
  appName,
  returnUrl: optionalText(2048),
  returnUrlHash: optionalText(256),
});

export const verifyResetTokenSchema = v.strictObject({
  userId: v.pipe(v.string(), v.uuid()),
  resetToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});

export const resetPasswordSchema = v.strictObject({
  userId: v.pipe(v.string(), v.uuid()),
  resetToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  password,
});

export const updateProfileSchema = v.strictObject({
  userName: userNameSchema,
  email,
  name: optionalStoredTextSchema(64),
  surname: optionalStoredTextSchema(64),
  phoneNumber: optionalPhoneNumberSchema,
  concurrencyStamp: v.optional(v.nullable(v.string())),
  extraProperties,
});

export type RegisterInput = v.InferOutput<typeof registerSchema>;
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
export type UpdateProfileInput = v.InferOutput<typeof updateProfileSchema>;
