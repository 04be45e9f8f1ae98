import { makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import { lazy, Suspense, useState } from 'react';
import { useTenant } from './page-session';
import { useText } from './use-text';

// The switch dialog (Fluent's Dialog) is not needed to draw the page: it loads on the first click.
const TenantDialog = lazy(() => import('./tenant-dialog'));

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

/** Spec §2: the account layout's tenant box (host/src/features/layout/tenant-box.tsx). */
export function TenantBox() {
  const styles = useStyles();
  const text = useText();
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.box} data-testid="tenant-box">
      <Text>
        {text('AbpUiMultiTenancy::Tenant')}:{' '}
        <strong>{tenant?.name ?? text('AbpUiMultiTenancy::NotSelected')}</strong>
      </Text>
      <Button size="small" onClick={() => setOpen(true)}>
        {text('AbpUiMultiTenancy::Switch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TenantDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
