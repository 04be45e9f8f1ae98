import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocalize, useMultiTenancy, useSessionTenant } from '@crm/shared';
import { lazy, Suspense, useState } from 'react';

// The switch dialog (Fluent's Dialog) is not needed to draw the sign-in page.
const TenantSwitchDialog = lazy(() =>
  import('./tenant-switch-dialog').then((m) => ({ default: m.TenantSwitchDialog })),
);

const useStyles = makeStyles({
  box: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalM,
    marginBlockEnd: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Spec §2: the account layout's tenant box, shown when multi-tenancy is on. */
export function TenantBox() {
  const styles = useStyles();
  const localize = useLocalize();
  const multiTenancy = useMultiTenancy();
  const tenant = useSessionTenant();
  const [open, setOpen] = useState(false);
  if (!multiTenancy?.isEnabled) return null;

  return (
    <div className={styles.box} data-testid="tenant-box">
      <Text>
        {localize('AbpUiMultiTenancy::Tenant')}:{' '}
        <strong>{tenant?.name ?? localize('AbpUiMultiTenancy::NotSelected')}</strong>
      </Text>
      <Button size="small" onClick={() => setOpen(true)}>
        {localize('AbpUiMultiTenancy::Switch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TenantSwitchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
