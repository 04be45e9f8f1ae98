// Rows as ABP's DTOs (IdentityUserDto, IdentityRoleDto).
import type { RoleRow } from './roles.repository';
import type { UserRow } from './users.repository';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function userDto(user: UserRow) {
  return {
    id: user.id,
    tenantId: user.tenant_id === HOST_TENANT_ID ? null : user.tenant_id,
    userName: user.user_name,
    name: user.name,
    surname: user.surname,
    email: user.email,
    emailConfirmed: user.email_confirmed,
    phoneNumber: user.phone_number,
    phoneNumberConfirmed: user.phone_number_confirmed,
    nationalCode: user.national_code,
    isActive: user.is_active,
    lockoutEnabled: user.lockout_enabled,
    accessFailedCount: user.access_failed_count,
    lockoutEnd: iso(user.lockout_end),
    shouldChangePasswordOnNextLogin: user.should_change_password,
    concurrencyStamp: user.concurrency_stamp,
    entityVersion: user.entity_version,
    lastPasswordChangeTime: iso(user.last_password_change_time),
    creationTime: user.creation_time.toISOString(),
    creatorId: user.creator_id,
    lastModificationTime: iso(user.last_modification_time),
    lastModifierId: user.last_modifier_id,
    isDeleted: false,
    deleterId: null,
    deletionTime: null,
    extraProperties: user.extra_properties,
  };
}

export function roleDto(role: RoleRow) {
  return {
    id: role.id,
    name: role.name,
    isDefault: role.is_default,
    isStatic: role.is_static,
    isPublic: role.is_public,
    concurrencyStamp: role.concurrency_stamp,
    creationTime: role.creation_time.toISOString(),
    extraProperties: role.extra_properties,
  };
}
