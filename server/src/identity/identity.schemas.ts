import {
  emailAddressSchema,
  optionalPhoneNumberSchema,
  optionalStoredTextSchema,
  storedTextSchema,
} from '@crm/shared/dto';
import { normalizeNationalCode } from '@crm/shared/persian';
import * as v from 'valibot';
import {
  acceptingEchoedFields,
  ROLE_DTO_READ_ONLY,
  USER_DTO_READ_ONLY,
} from '../web/echoed-fields';

const extraProperties = v.optional(v.record(v.string(), v.unknown()), {});

export const userNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(256),
  v.regex(/^[\p{L}\p{N}._@+-]+$/u),
);

const userFields = {
  userName: userNameSchema,
  name: optionalStoredTextSchema(64),
  surname: optionalStoredTextSchema(64),
  email: emailAddressSchema(),
  phoneNumber: optionalPhoneNumberSchema,
  nationalCode: v.optional(
    v.nullable(v.pipe(v.string(), v.transform(normalizeNationalCode), v.regex(/^\d{10}$/))),
  ),
  isActive: v.optional(v.boolean(), true),
  lockoutEnabled: v.optional(v.boolean(), true),
  shouldChangePasswordOnNextLogin: v.optional(v.boolean(), false),
  /** Applied only for callers granted `AbpIdentity.Users.Update.ManageRoles` (as ABP). */
  roleNames: v.optional(v.array(v.pipe(v.string(), v.maxLength(256)))),
  extraProperties,
};

export const createUserSchema = v.strictObject({
  ...userFields,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});

export const updateUserSchema = acceptingEchoedFields(
  {
    ...userFields,
    password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(128)))),
    concurrencyStamp: v.optional(v.nullable(v.string())),
  },
  USER_DTO_READ_ONLY,
);

export const userRolesSchema = v.strictObject({
  roleNames: v.array(v.pipe(v.string(), v.maxLength(256))),
});

const roleFields = {
  name: v.pipe(storedTextSchema(256), v.minLength(1)),
  isDefault: v.optional(v.boolean(), false),
  isPublic: v.optional(v.boolean(), false),
  extraProperties,
};

export const createRoleSchema = v.strictObject(roleFields);
export const updateRoleSchema = acceptingEchoedFields(
  { ...roleFields, concurrencyStamp: v.optional(v.nullable(v.string())) },
  ROLE_DTO_READ_ONLY,
);

export type CreateUserInput = v.InferOutput<typeof createUserSchema>;
export type UpdateUserInput = v.InferOutput<typeof updateUserSchema>;
export type RoleInput = v.InferOutput<typeof updateRoleSchema>;
