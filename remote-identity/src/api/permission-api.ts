// `api/permission-management/permissions` (remote service AbpPermissionManagement).
import { http } from '@crm/shared';
import type { PermissionChange, PermissionListDto, PermissionProvider } from './permission-dtos';

export const PERMISSIONS_URL = '/api/permission-management/permissions';

export const getPermissions = (provider: PermissionProvider) =>
  http.get<PermissionListDto>(PERMISSIONS_URL, { params: { ...provider } });

export const updatePermissions = (
  provider: PermissionProvider,
  permissions: readonly PermissionChange[],
) => http.put<void>(PERMISSIONS_URL, { permissions }, { params: { ...provider } });
