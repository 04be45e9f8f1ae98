// Create or edit a user: loads what the form needs, then saves through the API.
import { Modal } from '@crm/shared/ui';
import { toast, useCan, useLocalize } from '@crm/shared';
import { Spinner, Text } from '@crm/shared/fluent';
import { useEffect, useState } from 'react';
import type { IdentityRoleDto, IdentityUserDto } from '../../api/identity-dtos';
import {
  editUserValues,
  newUserValues,
  toCreateDto,
  toUpdateDto,
  type UserFormOutput,
  type UserFormValues,
} from './user-form';
import { USER_FORM_ID, UserFormView } from './user-form-view';
import {
  createUser,
  getAssignableRoles,
  getUser,
  getUserRoles,
  updateUser,
} from '../../api/users-api';

export interface UserModalProps {
  /** The user to edit, or null for a new one. */
  userId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Loaded {
  user: IdentityUserDto | null;
  initial: UserFormValues;
  assignableRoles: IdentityRoleDto[] | null;
}

async function loadForm(userId: string | null, manageRoles: boolean): Promise<Loaded> {
  const assignable = manageRoles
    ? getAssignableRoles().then((r) => r.items)
    : Promise.resolve(null);
  if (userId === null) {
    const roles = await assignable;
    return { user: null, initial: newUserValues(roles ?? []), assignableRoles: roles };
  }
  const [user, own, roles] = await Promise.all([
    getUser(userId),
    manageRoles ? getUserRoles(userId).then((r) => r.items) : Promise.resolve([]),
    assignable,
  ]);
  return { user, initial: editUserValues(user, own), assignableRoles: roles };
}

export function UserModal({ userId, onClose, onSaved }: UserModalProps) {
  const localize = useLocalize();
  const manageRoles = useCan()('AbpIdentity.Users.Update.ManageRoles');
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    loadForm(userId, manageRoles).then(
      (data) => current && setLoaded(data),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [userId, manageRoles]);

  const submit = async (values: UserFormOutput) => {
    if (typeof loaded !== 'object') return;
    setBusy(true);
    try {
      if (loaded.user)
        await updateUser(loaded.user.id, toUpdateDto(values, loaded.user, manageRoles));
      else await createUser(toCreateDto(values, manageRoles));
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch {
      // Shown by the HTTP client's error handler (e.g. a duplicate user name); stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={localize(userId ? 'AbpIdentity::Edit' : 'AbpIdentity::NewUser')}
      busy={busy}
      onClose={onClose}
      primaryAction={
        typeof loaded === 'object' ? { label: 'AbpUi::Save', form: USER_FORM_ID } : undefined
      }
    >
      {loaded === 'loading' && <Spinner size="small" />}
      {loaded === 'failed' && <Text role="alert">{localize('AbpUi::DefaultErrorMessage')}</Text>}
      {typeof loaded === 'object' && (
        <UserFormView
          mode={loaded.user ? 'edit' : 'create'}
          initial={loaded.initial}
          assignableRoles={loaded.assignableRoles}
          busy={busy}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
