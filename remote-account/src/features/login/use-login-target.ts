import { loginTargetOf } from '@crm/shared';
import { useSearchParams } from '@crm/shared/routing';

/** What the login URL asks for: the provider's interaction, a tenant, where to go afterwards. */
export function useLoginTarget() {
  const [params] = useSearchParams();
  return loginTargetOf(params);
}
