// `/identity/roles`: ABP's role administration. Static roles cannot be renamed or deleted.
import { useListQuery, type DataTableColumn } from '@crm/shared/ui';
import { useCan, useLocalize } from '@crm/shared';
import { Badge, makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import type { IdentityRoleDto } from '../../api/identity-dtos';
import { confirmDelete } from '../../components/confirm-delete';
import { ListPage } from '../../components/list-page';
import { PermissionManagementModal } from '../../components/permission-management/permission-management-modal';
import { RowActions } from '../../components/row-actions';
import { RoleModal } from './role-modal';
import { deleteRole, listRoles } from '../../api/roles-api';

const useStyles = makeStyles({
  name: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
});

function RoleName({ role }: { role: IdentityRoleDto }) {
  const styles = useStyles();
  const localize = useLocalize();
  const badge = (key: string) => (
    <Badge appearance="tint" color="informative" size="small">
      {localize(key)}
    </Badge>
  );
  return (
    <span className={styles.name}>
      <bdi>{role.name}</bdi>
      {role.isDefault && badge('AbpIdentity::DisplayName:IsDefault')}
      {role.isPublic && badge('AbpIdentity::DisplayName:IsPublic')}
      {role.isStatic && badge('identity::Roles.Static')}
    </span>
  );
}

export default function RolesPage() {
  const can = useCan();
  const list = useListQuery<IdentityRoleDto>({ fetch: listRoles });
  const [editing, setEditing] = useState<{ roleId: string | null } | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<IdentityRoleDto | null>(null);
  const { refresh } = list;

  const columns = useMemo<DataTableColumn<IdentityRoleDto>[]>(
    () => [
      {
        key: 'actions',
        header: 'AbpIdentity::Actions',
        width: 110,
        render: (role) => (
          <RowActions
            actions={[
              {
                text: 'AbpIdentity::Edit',
                visible: can('AbpIdentity.Roles.Update'),
                onClick: () => setEditing({ roleId: role.id }),
              },
              {
                text: 'AbpIdentity::Permissions',
                visible: can('AbpIdentity.Roles.ManagePermissions'),
                onClick: () => setPermissionsOf(role),
              },
              {
                text: 'AbpIdentity::Delete',
                visible: can('AbpIdentity.Roles.Delete') && !role.isStatic,
                onClick: () =>
                  void confirmDelete({
                    message: 'AbpIdentity::RoleDeletionConfirmationMessage',
                    name: role.name,
                    remove: () => deleteRole(role.id),
                    onDeleted: refresh,
                  }),
              },
            ]}
          />
        ),
      },
      {
        key: 'name',
        header: 'AbpIdentity::DisplayName:RoleName',
        sortable: true,
        render: (role) => <RoleName role={role} />,
      },
    ],
    [can, refresh],
  );

  return (
    <ListPage
      testId="page-roles"
      title="AbpIdentity::Roles"
      create={
        can('AbpIdentity.Roles.Create')
          ? { label: 'AbpIdentity::NewRole', onClick: () => setEditing({ roleId: null }) }
          : undefined
      }
      list={list}
      columns={columns}
      getRowId={(role) => role.id}
    >
      {editing && (
        <RoleModal
          roleId={editing.roleId}
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
          providerName="R"
          providerKey={permissionsOf.name}
          onClose={() => setPermissionsOf(null)}
        />
      )}
    </ListPage>
  );
}
