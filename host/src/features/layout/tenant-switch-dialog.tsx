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
} from '@fluentui/react-components';
import { setTenant, useLocalize, useSessionTenant } from '@crm/shared';
import { useReturnFocus } from '@crm/shared/ui';
import { useState } from 'react';

/** Spec §2: the tenant box's switch dialog; loaded on the first click of «Switch». */
export function TenantSwitchDialog({ onClose }: { onClose: () => void }) {
  const localize = useLocalize();
  const tenant = useSessionTenant();
  const [name, setName] = useState(tenant?.name ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const surface = useReturnFocus(true);

  const save = async () => {
    setBusy(true);
    setError(undefined);
    const result = await setTenant(name.trim());
    setBusy(false);
    if (result.status === 'not-available') setError(result.message);
    else if (result.status === 'failed') setError(localize('AbpUi::DefaultErrorMessage'));
    else onClose();
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
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
              <Button onClick={onClose}>{localize('AbpUi::Cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {localize('AbpUi::Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
