// The user form: its values, the schema checking them (the password policy from settings; on
// edit an empty password keeps the current one) and the DTOs built from them.
import {
  emailSchema,
  errorsAction,
  passwordErrors,
  passwordSchema,
  textAction,
  maxLength,
  textSchema,
  usernameSchema,
  type PasswordPolicy,
} from '@crm/shared/validation';
import * as v from 'valibot';
import type {
  IdentityRoleDto,
  IdentityUserCreateDto,
  IdentityUserDto,
  IdentityUserUpdateDto,
} from '../../api/identity-dtos';

/** The server's user-name rule: letters, digits and `._@+-`. */
export const USER_NAME_PATTERN = /^[\p{L}\p{N}._@+-]+$/u;

export interface UserFormValues {
  userName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  password: string;
  isActive: boolean;
  lockoutEnabled: boolean;
  roleNames: string[];
}

export function userFormSchema(policy: PasswordPolicy, mode: 'create' | 'edit') {
  return v.object({
    userName: v.pipe(usernameSchema(USER_NAME_PATTERN), textAction(maxLength(256))),
    name: textSchema({ required: false, maxLength: 64 }),
    surname: textSchema({ required: false, maxLength: 64 }),
    email: emailSchema(),
    phoneNumber: textSchema({ required: false, maxLength: 16 }),
    password:
      mode === 'create'
        ? passwordSchema(policy)
        : v.pipe(
            v.string(),
            errorsAction<string>((value) => passwordErrors(value, policy)),
          ),
    isActive: v.boolean(),
    lockoutEnabled: v.boolean(),
    roleNames: v.array(v.string()),
  });
}

export type UserFormOutput = v.InferOutput<ReturnType<typeof userFormSchema>>;

export function newUserValues(assignable: readonly IdentityRoleDto[]): UserFormValues {
  return {
    userName: '',
    name: '',
    surname: '',
    email: '',
    phoneNumber: '',
    password: '',
    isActive: true,
    lockoutEnabled: true,
    roleNames: assignable.filter((role) => role.isDefault).map((role) => role.name),
  };
}

export function editUserValues(user: IdentityUserDto, roles: readonly IdentityRoleDto[]) {
  return {
    userName: user.userName,
    name: user.name ?? '',
    surname: user.surname ?? '',
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    password: '',
    isActive: user.isActive,
    lockoutEnabled: user.lockoutEnabled,
    roleNames: roles.map((role) => role.name),
  } satisfies UserFormValues;
}

const orNull = (text: string) => (text === '' ? null : text);

function commonFields(values: UserFormOutput, manageRoles: boolean) {
  return {
    userName: values.userName,
    name: orNull(values.name),
    surname: orNull(values.surname),
    email: values.email,
    phoneNumber: orNull(values.phoneNumber),
    isActive: values.isActive,
    lockoutEnabled: values.lockoutEnabled,
    ...(manageRoles ? { roleNames: values.roleNames } : {}),
  };
}

export function toCreateDto(values: UserFormOutput, manageRoles: boolean): IdentityUserCreateDto {
  return { ...commonFields(values, manageRoles), password: values.password };
}

/** Fields the form does not show are sent back as they were loaded. */
export function toUpdateDto(
  values: UserFormOutput,
  user: IdentityUserDto,
  manageRoles: boolean,
): IdentityUserUpdateDto {
  return {
    ...commonFields(values, manageRoles),
    password: values.password === '' ? null : values.password,
    ...(user.nationalCode === undefined ? {} : { nationalCode: user.nationalCode }),
    ...(user.shouldChangePasswordOnNextLogin === undefined
      ? {}
      : { shouldChangePasswordOnNextLogin: user.shouldChangePasswordOnNextLogin }),
    extraProperties: user.extraProperties ?? {},
    concurrencyStamp: user.concurrencyStamp,
  };
}
