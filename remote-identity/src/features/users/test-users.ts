import type { IdentityRoleDto, IdentityUserDto } from '../../api/identity-dtos';

export function user(
  overrides: Partial<IdentityUserDto> & { id: string; userName: string },
): IdentityUserDto {
  return {
    tenantId: null,
    name: null,
    surname: null,
    email: `${overrides.userName}@example.com`,
    emailConfirmed: false,
    phoneNumber: null,
    phoneNumberConfirmed: false,
    isActive: true,
    lockoutEnabled: true,
    accessFailedCount: 0,
    lockoutEnd: null,
    concurrencyStamp: `stamp-${overrides.id}`,
    creationTime: '2025-03-21T08:00:00Z',
    ...overrides,
  };
}

export function role(name: string, overrides: Partial<IdentityRoleDto> = {}): IdentityRoleDto {
  return {
    id: `r-${name}`,
    name,
    isDefault: false,
    isStatic: false,
    isPublic: false,
    concurrencyStamp: `stamp-${name}`,
    ...overrides,
  };
}
