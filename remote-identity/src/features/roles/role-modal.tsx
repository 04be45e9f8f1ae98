// Create or edit a role. A static role's name cannot change (the server refuses it too).
import { Form, FormField, Modal, useCrmForm } from '@crm/shared/ui';
import { toast, useLocalize } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles } from '@fluentui/react-components';
import { Checkbox, Input, Spinner, Text, tokens } from '@crm/shared/fluent';
import { useEffect, useState } from 'react';
import type { IdentityRoleDto } from '../../api/identity-dtos';
import {
  roleFormSchema,
  roleValues,
  toRoleDto,
  type RoleFormOutput,
  type RoleFormValues,
} from './role-form';
import { createRole, getRole, updateRole } from '../../api/roles-api';

const FORM_ID = 'identity-role-form';
const resolver = formResolver(roleFormSchema);

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface RoleFormViewProps {
  role: IdentityRoleDto | null;
  busy: boolean;
  onSubmit: (values: RoleFormOutput) => Promise<void>;
}

function RoleFormView({ role, busy, onSubmit }: RoleFormViewProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const form = useCrmForm<RoleFormValues>({ defaultValues: roleValues(role), resolver });
  const flag = (name: 'isDefault' | 'isPublic', label: string) => (
    <FormField name={name} label={undefined}>
      {(field) => (
        <Checkbox
          label={localize(label)}
          checked={field.value as boolean}
          onChange={(_event, data) => field.onChange(data.checked === true)}
        />
      )}
    </FormField>
  );
  return (
    <Form id={FORM_ID} form={form} busy={busy} onSubmit={onSubmit} className={styles.fields}>
      <FormField
        name="name"
        label="AbpIdentity::DisplayName:RoleName"
        required
        hint={role?.isStatic ? localize('identity::Roles.StaticName') : undefined}
      >
        {(field) => (
          <Input {...field} value={field.value as string} dir="auto" disabled={role?.isStatic} />
        )}
      </FormField>
      {flag('isDefault', 'AbpIdentity::DisplayName:IsDefault')}
      {flag('isPublic', 'AbpIdentity::DisplayName:IsPublic')}
    </Form>
  );
}

export interface RoleModalProps {
  roleId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RoleModal({ roleId, onClose, onSaved }: RoleModalProps) {
  const localize = useLocalize();
  const [role, setRole] = useState<IdentityRoleDto | null | 'loading' | 'failed'>(
    roleId ? 'loading' : null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!roleId) return;
    let current = true;
    getRole(roleId).then(
      (loaded) => current && setRole(loaded),
      () => current && setRole('failed'),
    );
    return () => {
      current = false;
    };
  }, [roleId]);

  const ready = role === null || typeof role === 'object';
  const submit = async (values: RoleFormOutput) => {
    if (!ready) return;
    setBusy(true);
    try {
      if (role)
        await updateRole(role.id, {
          ...toRoleDto(values, role),
          concurrencyStamp: role.concurrencyStamp,
        });
      else await createRole(toRoleDto(values, null));
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch {
      // Shown by the HTTP client's error handler; stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={localize(roleId ? 'AbpIdentity::Edit' : 'AbpIdentity::NewRole')}
      busy={busy}
      onClose={onClose}
      primaryAction={ready ? { label: 'AbpUi::Save', form: FORM_ID } : undefined}
    >
      {role === 'loading' && <Spinner size="small" />}
      {role === 'failed' && <Text role="alert">{localize('AbpUi::DefaultErrorMessage')}</Text>}
      {ready && <RoleFormView role={role} busy={busy} onSubmit={submit} />}
    </Modal>
  );
}
