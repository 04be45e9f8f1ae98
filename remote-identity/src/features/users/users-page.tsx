// `/identity/users`: ABP's user administration. Every action shows only with its permission;
// the server checks the same permissions.
import { DigitCode, useListQuery, type DataTableColumn } from '@crm/shared/ui';
import { toast, useCan, useCurrentUser } from '@crm/shared';
import { useMemo, useState } from 'react';
import { isLockedOut, type IdentityUserDto } from '../../api/identity-dtos';
import { confirmDelete } from '../../components/confirm-delete';
import { ListPage } from '../../components/list-page';
import { PermissionManagementModal } from '../../components/permission-management/permission-management-modal';
import { RowActions } from '../../components/row-actions';
import { UserModal } from './user-modal';
import { UserStatus } from './user-status';
import { deleteUser, listUsers, unlockUser } from '../../api/users-api';

type Editing = { userId: string | null } | null;

export default function UsersPage() {
  const can = useCan();
  const currentUserId = useCurrentUser()?.id;
  const list = useListQuery<IdentityUserDto>({ fetch: listUsers });
  const [editing, setEditing] = useState<Editing>(null);
  const [permissionsOf, setPermissionsOf] = useState<IdentityUserDto | null>(null);
  const { refresh } = list;

  const columns = useMemo<DataTableColumn<IdentityUserDto>[]>(() => {
    const unlock = async (user: IdentityUserDto) => {
      try {
        await unlockUser(user.id);
      } catch {
        return;
      }
      toast.success('identity::Users.Unlocked');
      refresh();
    };
    const actions = (user: IdentityUserDto) => (
      <RowActions
        actions={[
          {
            text: 'AbpIdentity::Edit',
            visible: can('AbpIdentity.Users.Update'),
            onClick: () => setEditing({ userId: user.id }),
          },
          {
            text: 'AbpIdentity::Permissions',
            visible: can('AbpIdentity.Users.ManagePermissions'),
            onClick: () => setPermissionsOf(user),
          },
          {
            text: 'identity::Users.Unlock',
            visible: can('AbpIdentity.Users.Update') && isLockedOut(user),
            onClick: () => void unlock(user),
          },
          {
            text: 'AbpIdentity::Delete',
            visible: can('AbpIdentity.Users.Delete') && user.id !== currentUserId,
            onClick: () =>
              void confirmDelete({
                message: 'AbpIdentity::UserDeletionConfirmationMessage',
                name: user.userName,
                remove: () => deleteUser(user.id),
                onDeleted: refresh,
              }),
          },
        ]}
      />
    );
    return [
      { key: 'actions', header: 'AbpIdentity::Actions', render: actions, width: 110 },
      {
        key: 'userName',
        header: 'AbpIdentity::DisplayName:UserName',
        sortable: true,
        render: (u) => <bdi>{u.userName}</bdi>,
      },
      {
        key: 'name',
        header: 'identity::Users.FullName',
        sortable: true,
        value: (u) => [u.name, u.surname].filter(Boolean).join(' '),
      },
      {
        key: 'email',
        header: 'AbpIdentity::DisplayName:Email',
        sortable: true,
        render: (u) => <bdi>{u.email}</bdi>,
      },
      {
        key: 'phoneNumber',
        header: 'AbpIdentity::DisplayName:PhoneNumber',
        sortable: true,
        render: (u) => <DigitCode value={u.phoneNumber} />,
      },
      { key: 'status', header: 'identity::Users.Status', render: (u) => <UserStatus user={u} /> },
    ];
  }, [can, currentUserId, refresh]);

  return (
    <ListPage
      testId="page-users"
      title="AbpIdentity::Users"
      create={
        can('AbpIdentity.Users.Create')
          ? { label: 'AbpIdentity::NewUser', onClick: () => setEditing({ userId: null }) }
          : undefined
      }
      list={list}
      columns={columns}
      getRowId={(user) => user.id}
    >
      {editing && (
        <UserModal
          userId={editing.userId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {permissionsOf && (
        <PermissionManagementModal
          open
          providerName="U"
          providerKey={permissionsOf.id}
          onClose={() => setPermissionsOf(null)}
        />
      )}
    </ListPage>
  );
}
