// `api/identity/roles` (remote service AbpIdentity).
import { http } from '@crm/shared';
import { type ListQuery, type PagedResult } from '@crm/shared/ui';
import type {
  IdentityRoleCreateDto,
  IdentityRoleDto,
  IdentityRoleUpdateDto,
} from './identity-dtos';

const BASE = '/api/identity/roles';

export const listRoles = (query: ListQuery) =>
  http.get<PagedResult<IdentityRoleDto>>(BASE, { params: { ...query } });

export const getRole = (id: string) => http.get<IdentityRoleDto>(`${BASE}/${id}`);

export const createRole = (input: IdentityRoleCreateDto) => http.post<IdentityRoleDto>(BASE, input);

export const updateRole = (id: string, input: IdentityRoleUpdateDto) =>
  http.put<IdentityRoleDto>(`${BASE}/${id}`, input);

export const deleteRole = (id: string) => http.delete<void>(`${BASE}/${id}`);
