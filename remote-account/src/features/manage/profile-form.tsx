import { Form, FormField, NotLoaded, PageSpinner, TextInput, useCrmForm } from '@crm/shared/ui';
import { refreshAppState, toast, useLocalize } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { Button } from '@crm/shared/fluent';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { accountApi, type ProfileDto } from '../../api/account-api';
import { useAccountStyles } from '../../components/account-card';
import { profileSchema, type ProfileValues } from '../../lib/account-schemas';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../lib/use-submit';
import { isHttpError } from '@crm/shared';

const toValues = (profile: ProfileDto): ProfileValues => ({
  userName: profile.userName,
  email: profile.email,
  name: profile.name ?? '',
  surname: profile.surname ?? '',
  phoneNumber: profile.phoneNumber ?? '',
});

/**
 * The user's own profile, saved with its concurrency stamp (a stale one is a 409, which offers a
 * reload). Failures are shown by the shell's error handler (spec §8); the form repeats none.
 */
export function ProfileForm() {
  const localize = useLocalize();
  const styles = useAccountStyles();
  const [profile, setProfile] = useState<ProfileDto>();
  const [loadError, setLoadError] = useState<unknown>();
  const resolver = useMemo(() => formResolver(profileSchema()), []);
  const form = useCrmForm<ProfileValues>({ resolver });
  const { reset } = form;

  const load = useCallback(() => {
    setLoadError(undefined);
    accountApi.getMyProfile().then((loaded) => {
      setProfile(loaded);
      reset(toValues(loaded));
    }, setLoadError);
  }, [reset]);
  useEffect(load, [load]);

  const { busy, error, submit } = useSubmit(
    useCallback(
      async (values: ProfileValues) => {
        const saved = await accountApi.updateMyProfile({
          userName: values.userName,
          email: values.email,
          name: values.name || null,
          surname: values.surname || null,
          phoneNumber: values.phoneNumber || null,
          concurrencyStamp: profile?.concurrencyStamp ?? '',
        });
        setProfile(saved);
        reset(toValues(saved));
        toast.success('AbpAccount::PersonalSettingsSaved');
        await refreshAppState();
      },
      [profile, reset],
    ),
  );
  const stale = isHttpError(error) && error.status === 409;

  if (loadError) return <NotLoaded onRetry={load} />;
  if (!profile) return <PageSpinner />;
  return (
    <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
      {stale && (
        <Button appearance="secondary" onClick={load} data-testid="reload-profile">
          {localize('account::Manage.Reload')}
        </Button>
      )}
      <FormField name="userName" label={localize('AbpAccount::DisplayName:UserName')} required>
        {(field) => <TextInput {...field} autoComplete="username" dir="ltr" />}
      </FormField>
      <FormField name="name" label={localize('AbpAccount::DisplayName:Name')}>
        {(field) => <TextInput {...field} autoComplete="given-name" />}
      </FormField>
      <FormField name="surname" label={localize('AbpAccount::DisplayName:Surname')}>
        {(field) => <TextInput {...field} autoComplete="family-name" />}
      </FormField>
      <FormField name="email" label={localize('AbpAccount::DisplayName:Email')} required>
        {(field) => <TextInput {...field} type="email" autoComplete="email" dir="ltr" />}
      </FormField>
      <FormField name="phoneNumber" label={localize('AbpAccount::DisplayName:PhoneNumber')}>
        {(field) => <TextInput {...field} type="tel" autoComplete="tel" dir="ltr" />}
      </FormField>
      <SubmitButton busy={busy}>{localize('AbpUi::Save')}</SubmitButton>
    </Form>
  );
}
