// The user form: "user information" and (for callers who may manage roles) "roles" tabs.
import { Form, FormField, useCrmForm } from '@crm/shared/ui';
import { useLocalize, usePasswordPolicy } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { Checkbox, Input, Text, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import type { IdentityRoleDto } from '../../api/identity-dtos';
import { userFormSchema, type UserFormOutput, type UserFormValues } from './user-form';

export const USER_FORM_ID = 'identity-user-form';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabs: { marginBlockEnd: tokens.spacingVerticalM },
  roles: { display: 'flex', flexDirection: 'column' },
});

/** One checkbox per role; outside a Fluent Field, which would give them all one id. */
function RoleChoices(props: {
  roles: readonly IdentityRoleDto[];
  chosen: string[];
  onChange: (names: string[]) => void;
}) {
  const localize = useLocalize();
  const styles = useStyles();
  const { roles, chosen, onChange } = props;
  return (
    <div role="group" aria-label={localize('AbpIdentity::Roles')} className={styles.roles}>
      {roles.map((role) => (
        <Checkbox
          key={role.id}
          label={role.name}
          checked={chosen.includes(role.name)}
          onChange={(_event, data) =>
            onChange(
              data.checked === true
                ? [...chosen, role.name]
                : chosen.filter((name) => name !== role.name),
            )
          }
        />
      ))}
    </div>
  );
}

export interface UserFormViewProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** Roles to choose from; absent when the caller may not manage roles. */
  assignableRoles: readonly IdentityRoleDto[] | null;
  busy: boolean;
  onSubmit: (values: UserFormOutput) => Promise<void>;
}

export function UserFormView({
  mode,
  initial,
  assignableRoles,
  busy,
  onSubmit,
}: UserFormViewProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => formResolver(userFormSchema(policy, mode)), [policy, mode]);
  const form = useCrmForm<UserFormValues>({ defaultValues: initial, resolver });
  const [tab, setTab] = useState<'info' | 'roles'>('info');
  const chosenRoles = form.watch('roleNames');
  const chooseRoles = (names: string[]) => form.setValue('roleNames', names, { shouldDirty: true });

  const text = (
    name: keyof UserFormValues,
    label: string,
    options: {
      required?: boolean;
      type?: 'password' | 'email' | 'tel';
      ltr?: boolean;
      hint?: string;
    } = {},
  ) => (
    <FormField name={name} label={label} required={options.required} hint={options.hint}>
      {(field) => (
        <Input
          {...field}
          value={field.value as string}
          type={options.type ?? 'text'}
          dir={options.ltr ? 'ltr' : 'auto'}
          autoComplete={options.type === 'password' ? 'new-password' : 'off'}
        />
      )}
    </FormField>
  );
  const flag = (name: 'isActive' | 'lockoutEnabled', label: string) => (
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
    <Form
      id={USER_FORM_ID}
      form={form}
      busy={busy}
      onSubmit={onSubmit}
      onInvalid={() => setTab('info')}
    >
      {assignableRoles && (
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_event, data) => setTab(data.value as 'info' | 'roles')}
        >
          <Tab value="info">{localize('AbpIdentity::UserInformations')}</Tab>
          <Tab value="roles">{localize('AbpIdentity::Roles')}</Tab>
        </TabList>
      )}
      {tab === 'info' && (
        <div className={styles.fields}>
          {text('userName', 'AbpIdentity::DisplayName:UserName', { required: true, ltr: true })}
          {text('name', 'AbpIdentity::DisplayName:Name')}
          {text('surname', 'AbpIdentity::DisplayName:Surname')}
          {text('password', 'AbpIdentity::DisplayName:Password', {
            required: mode === 'create',
            type: 'password',
            ltr: true,
            hint: mode === 'edit' ? localize('identity::Users.PasswordKeep') : undefined,
          })}
          {text('email', 'AbpIdentity::DisplayName:Email', {
            required: true,
            type: 'email',
            ltr: true,
          })}
          {text('phoneNumber', 'AbpIdentity::DisplayName:PhoneNumber', { type: 'tel', ltr: true })}
          {flag('isActive', 'AbpIdentity::DisplayName:IsActive')}
          {flag('lockoutEnabled', 'AbpIdentity::DisplayName:LockoutEnabled')}
        </div>
      )}
      {assignableRoles && tab === 'roles' && (
        <div className={styles.fields}>
          {assignableRoles.length === 0 && (
            <Text>{localize('identity::Users.NoAssignableRoles')}</Text>
          )}
          <RoleChoices roles={assignableRoles} chosen={chosenRoles} onChange={chooseRoles} />
        </div>
      )}
    </Form>
  );
}
