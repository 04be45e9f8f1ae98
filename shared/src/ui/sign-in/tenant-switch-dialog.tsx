// Spec §2: the tenant box's switch dialog. An empty name is the host; the caller's `switchTo`
// says whether the tenant named could be switched to (ABP's find-tenant answer).
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { Button, Field, Input } from '@crm/shared/fluent';
import { useState } from 'react';
import { useReturnFocus } from '../modal/use-return-focus';

export type TenantSwitchTextKey =
  | 'AbpUiMultiTenancy::SwitchTenant'
  | 'AbpUiMultiTenancy::Name'
  | 'AbpUiMultiTenancy::SwitchTenantHint'
  | 'AbpUi::Cancel'
  | 'AbpUi::Save';

export interface TenantSwitchDialogProps {
  /** The session's tenant, the name the field starts with. */
  initialName: string;
  text: (key: TenantSwitchTextKey) => string;
  /** Switches to the tenant named ('' for the host): the error to show, or undefined once done. */
  switchTo: (name: string) => Promise<string | undefined>;
  onClose: () => void;
}

export function TenantSwitchDialog({
  initialName,
  text,
  switchTo,
  onClose,
}: TenantSwitchDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const surface = useReturnFocus(true);

  const save = async () => {
    setBusy(true);
    setError(undefined);
    const problem = await switchTo(name.trim());
    setBusy(false);
    if (problem === undefined) onClose();
    else setError(problem);
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
