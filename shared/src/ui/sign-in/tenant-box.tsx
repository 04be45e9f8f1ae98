// Spec §2: the account pages' tenant box: the session's tenant («not selected» for the host) and
// a «Switch» button that opens the switch dialog. The shell's account layout and the host's own
// sign-in page each draw it with their texts and their own way of switching.
import { makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import { Suspense, useState, type ComponentType } from 'react';

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

export type TenantBoxTextKey =
  'AbpUiMultiTenancy::Tenant' | 'AbpUiMultiTenancy::NotSelected' | 'AbpUiMultiTenancy::Switch';

export interface TenantBoxProps {
  tenantName: string | undefined;
  text: (key: TenantBoxTextKey) => string;
  /** The switch dialog; a lazy component, since it is not needed to draw the page. */
  dialog: ComponentType<{ onClose: () => void }>;
}

export function TenantBox({ tenantName, text, dialog: Dialog }: TenantBoxProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.box} data-testid="tenant-box">
      <Text>
        {text('AbpUiMultiTenancy::Tenant')}:{' '}
        <strong>{tenantName ?? text('AbpUiMultiTenancy::NotSelected')}</strong>
      </Text>
      <Button size="small" onClick={() => setOpen(true)}>
        {text('AbpUiMultiTenancy::Switch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
