import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { setTenant, useLocalize, useMultiTenancy, useSessionTenant } from '@crm/shared';
import { useReturnFocus } from '@crm/shared/ui';
import { useState } from 'react';

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
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const surface = useReturnFocus(open);
  if (!multiTenancy?.isEnabled) return null;

  const save = async () => {
    setBusy(true);
    setError(undefined);
    const result = await setTenant(name.trim());
    setBusy(false);
    if (result.status === 'not-available') setError(result.message);
    else if (result.status === 'failed') setError(localize('AbpUi::DefaultErrorMessage'));
    else setOpen(false);
  };

  return (
    <div className={styles.box} data-testid="tenant-box">
      <Text>
        {localize('AbpUiMultiTenancy::Tenant')}:{' '}
        <strong>{tenant?.name ?? localize('AbpUiMultiTenancy::NotSelected')}</strong>
      </Text>
      <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <Button
          size="small"
          onClick={() => (setName(tenant?.name ?? ''), setError(undefined), setOpen(true))}
        >
          {localize('AbpUiMultiTenancy::Switch')}
        </Button>
        <DialogSurface ref={surface}>
          <form onSubmit={(event) => (event.preventDefault(), void save())}>
            <DialogBody>
              <DialogTitle>{localize('AbpUiMultiTenancy::SwitchTenant')}</DialogTitle>
              <DialogContent>
                <Field
                  label={localize('AbpUiMultiTenancy::Name')}
                  hint={localize('AbpUiMultiTenancy::SwitchTenantHint')}
                  validationState={error ? 'error' : 'none'}
                  validationMessage={error}
                >
                  <Input
                    value={name}
                    onChange={(_event, data) => setName(data.value)}
                    data-testid="tenant-name"
                  />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>{localize('AbpUi::Cancel')}</Button>
                <Button type="submit" appearance="primary" disabled={busy}>
                  {localize('AbpUi::Save')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
