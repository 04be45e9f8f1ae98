import { setTenant, useLocalize, useSessionTenant } from '@crm/shared';
import { TenantSwitchDialog } from '@crm/shared/ui';

/** The tenant box's switch dialog in the application: the session's tenant through setTenant. */
export function SessionTenantSwitch({ onClose }: { onClose: () => void }) {
  const localize = useLocalize();
  const tenant = useSessionTenant();
  const switchTo = async (name: string) => {
    const result = await setTenant(name);
    if (result.status === 'not-available') return result.message;
    if (result.status === 'failed') return localize('AbpUi::DefaultErrorMessage');
    return undefined;
  };
  return (
    <TenantSwitchDialog
      initialName={tenant?.name ?? ''}
      text={localize}
      switchTo={switchTo}
      onClose={onClose}
    />
  );
}
