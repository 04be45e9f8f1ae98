// ABP's permission-management DTOs (abp-contracts §5): `GetPermissionListResultDto`.

export interface ProviderInfoDto {
  providerName: string;
  providerKey: string;
}

export interface PermissionGrantInfoDto {
  name: string;
  displayName: string;
  parentName: string | null;
  isGranted: boolean;
  allowedProviders: string[];
  grantedProviders: ProviderInfoDto[];
}

export interface PermissionGroupDto {
  name: string;
  displayName: string;
  permissions: PermissionGrantInfoDto[];
}

export interface PermissionListDto {
  entityDisplayName: string;
  groups: PermissionGroupDto[];
}

/** `UpdatePermissionsDto` item. */
export interface PermissionChange {
  name: string;
  isGranted: boolean;
}

/** `R` + role name, or `U` + user id. */
export interface PermissionProvider {
  providerName: 'R' | 'U';
  providerKey: string;
}
