import { useSearchParams } from '@crm/shared/routing';

/**
 * The tenant named in the address (`?__tenant=`, as the reset link carries it), or undefined
 * when the address names none (the session's tenant then applies). An empty value is the host.
 */
export function useTenantParam(): string | undefined {
  const [params] = useSearchParams();
  return params.has('__tenant') ? (params.get('__tenant') ?? '') : undefined;
}
