// What the route catalogue (route-catalogue.ts) says of one route, and how a route is named.
import type { TenantSamples } from './samples';

/** Kinds of tenant rows a parameter can name; the tenant matrix passes another tenant's. */
export const ROW_KINDS = [
  'user',
  'userName',
  'email',
  'role',
  'basket',
  'contract',
  'wagePlan',
  'question',
] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** Parameters that name no tenant row: tenants (host data), sign-in flows, remotes, enums. */
export type ParamKind =
  RowKind | 'tenant' | 'tenantName' | 'interaction' | 'remote' | 'importKind' | 'path';

export interface RouteSample {
  params?: Readonly<Record<string, ParamKind>>;
  query?: (s: TenantSamples) => Record<string, string>;
  body?: (s: TenantSamples) => unknown;
  /** The body is not JSON (`text/csv`). */
  contentType?: string;
  /** The query or body names tenant rows, so the tenant matrix tries another tenant's. */
  namesRows?: boolean;
  /** Why the route answers for any tenant's id or name by design. */
  crossTenant?: string;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
