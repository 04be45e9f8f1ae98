// `api/multi-tenancy/tenants` (remote service AbpTenantManagement).
import { http } from '@crm/shared';
import { type ListQuery, type PagedResult } from '@crm/shared/ui';
import type { TenantCreateDto, TenantDto, TenantUpdateDto } from './identity-dtos';

const BASE = '/api/multi-tenancy/tenants';

export const listTenants = (query: ListQuery) =>
  http.get<PagedResult<TenantDto>>(BASE, { params: { ...query } });

export const getTenant = (id: string) => http.get<TenantDto>(`${BASE}/${id}`);

export const createTenant = (input: TenantCreateDto) => http.post<TenantDto>(BASE, input);

export const updateTenant = (id: string, input: TenantUpdateDto) =>
  http.put<TenantDto>(`${BASE}/${id}`, input);

export const deleteTenant = (id: string) => http.delete<void>(`${BASE}/${id}`);

/** Empty text: the tenant uses the shared database (the only kind this server has). */
export const getDefaultConnectionString = (id: string) =>
  http.get(`${BASE}/${id}/default-connection-string`, { responseType: 'text' });
