import { setSessionTenant } from '@crm/shared';
import { TenantSwitchDialog } from '@crm/shared/ui';
import { useTenant } from './page-session';
import { findTenant } from './server-calls';
import { useText } from './use-text';

/**
 * The tenant box's switch dialog on the sign-in page: an empty name is the host; a known, active
 * tenant becomes the session's; another is refused by name.
 */
export default function TenantDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const tenant = useTenant();
  const switchTo = async (wanted: string) => {
    if (!wanted) {
      setSessionTenant(null);
      return undefined;
    }
    try {
      const found = await findTenant('by-name', wanted);
      if (!found.success || found.isActive === false || !found.tenantId)
        return text('AbpUiMultiTenancy::GivenTenantIsNotAvailable', wanted);
      setSessionTenant({ id: found.tenantId, name: found.name ?? wanted, isAvailable: true });
      return undefined;
    } catch {
      return text('AbpUi::DefaultErrorMessage');
    }
  };
  return (
    <TenantSwitchDialog
      initialName={tenant?.name ?? ''}
      text={text}
      switchTo={switchTo}
      onClose={onClose}
    />
  );
}
