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
import { setSessionTenant } from '@crm/shared';
import { useReturnFocus } from '@crm/shared/ui';
import { useState } from 'react';
import { useTenant } from './page-session';
import { findTenant } from './server-calls';
import { useText } from './use-text';

/**
 * The tenant box's switch dialog (as host/src/features/layout/tenant-switch-dialog.tsx): an empty
 * name is the host; a known, active tenant becomes the session's; another is refused by name.
 */
export default function TenantDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const tenant = useTenant();
  const [name, setName] = useState(tenant?.name ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const surface = useReturnFocus(true);

  const save = async () => {
    const wanted = name.trim();
    if (!wanted) {
      setSessionTenant(null);
      onClose();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const found = await findTenant('by-name', wanted);
      if (found.success && found.isActive !== false && found.tenantId) {
        setSessionTenant({ id: found.tenantId, name: found.name ?? wanted, isAvailable: true });
        onClose();
      } else setError(text('AbpUiMultiTenancy::GivenTenantIsNotAvailable', wanted));
    } catch {
      setError(text('AbpUi::DefaultErrorMessage'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface ref={surface}>
        <form onSubmit={(event) => (event.preventDefault(), void save())}>
          <DialogBody>
            <DialogTitle>{text('AbpUiMultiTenancy::SwitchTenant')}</DialogTitle>
            <DialogContent>
              <Field
                label={text('AbpUiMultiTenancy::Name')}
                hint={text('AbpUiMultiTenancy::SwitchTenantHint')}
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
              <Button onClick={onClose}>{text('AbpUi::Cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {text('AbpUi::Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
