// `api/identity/users` (remote service AbpIdentity).
import { http } from '@crm/shared';
import { type ListQuery, type PagedResult } from '@crm/shared/ui';
import type {
  IdentityRoleDto,
  IdentityUserCreateDto,
  IdentityUserDto,
  IdentityUserUpdateDto,
  ListResult,
} from './identity-dtos';

const BASE = '/api/identity/users';

export const listUsers = (query: ListQuery) =>
  http.get<PagedResult<IdentityUserDto>>(BASE, { params: { ...query } });

export const getUser = (id: string) => http.get<IdentityUserDto>(`${BASE}/${id}`);

export const getUserRoles = (id: string) =>
  http.get<ListResult<IdentityRoleDto>>(`${BASE}/${id}/roles`);

export const getAssignableRoles = () =>
  http.get<ListResult<IdentityRoleDto>>(`${BASE}/assignable-roles`);

export const createUser = (input: IdentityUserCreateDto) => http.post<IdentityUserDto>(BASE, input);

export const updateUser = (id: string, input: IdentityUserUpdateDto) =>
  http.put<IdentityUserDto>(`${BASE}/${id}`, input);

export const deleteUser = (id: string) => http.delete<void>(`${BASE}/${id}`);

/** Ends a lockout now (this server's addition; ABP's commercial module has the same route). */
export const unlockUser = (id: string) => http.put<void>(`${BASE}/${id}/unlock`);
