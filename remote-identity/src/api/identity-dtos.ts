// ABP's identity and tenant-management DTOs (abp-contracts §5), as this remote reads and sends
// them. The server checks every field again.

export interface IdentityUserDto {
  id: string;
  tenantId: string | null;
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  phoneNumberConfirmed: boolean;
  isActive: boolean;
  lockoutEnabled: boolean;
  accessFailedCount: number;
  lockoutEnd: string | null;
  concurrencyStamp: string;
  creationTime: string;
  /** Fields this app's server adds; sent back unchanged on update. */
  nationalCode?: string | null;
  shouldChangePasswordOnNextLogin?: boolean;
  extraProperties?: Record<string, unknown>;
}

export interface IdentityUserCreateDto {
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  phoneNumber: string | null;
  isActive: boolean;
  lockoutEnabled: boolean;
  /** Left out when the caller may not manage roles (the server then keeps them). */
  roleNames?: string[];
  password: string;
  extraProperties?: Record<string, unknown>;
}

export interface IdentityUserUpdateDto extends Omit<IdentityUserCreateDto, 'password'> {
  /** Changed only when given. */
  password?: string | null;
  nationalCode?: string | null;
  shouldChangePasswordOnNextLogin?: boolean;
  concurrencyStamp: string;
}

export interface IdentityRoleDto {
  id: string;
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
  concurrencyStamp: string;
  extraProperties?: Record<string, unknown>;
}

export interface IdentityRoleCreateDto {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

export interface IdentityRoleUpdateDto extends IdentityRoleCreateDto {
  concurrencyStamp: string;
}

export interface TenantDto {
  id: string;
  name: string;
  isActive?: boolean;
  creationTime?: string;
  concurrencyStamp: string;
  extraProperties?: Record<string, unknown>;
}

export interface TenantCreateDto {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
}

export interface TenantUpdateDto {
  name: string;
  isActive?: boolean;
  concurrencyStamp: string;
}

export interface ListResult<T> {
  items: T[];
}

/** Whether the account is locked out now (lockout on and its end in the future). */
export function isLockedOut(user: IdentityUserDto, now = new Date()): boolean {
  return user.lockoutEnabled && user.lockoutEnd !== null && new Date(user.lockoutEnd) > now;
}
