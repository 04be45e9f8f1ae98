import { safeReturnUrl, useLocalize } from '@crm/shared';
import { Card, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';
import { useSearchParams } from '@crm/shared/routing';
import { RouterLink } from '../../components/router-link';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
});

type ManageTab = 'profile' | 'password';

/**
 * The user's own account: personal information and password. Opened with `?returnUrl=` (the
 * shell's account button, or an ABP client's manage-account link through the provider's
 * `/Account/Manage`), it offers the way back; only same-origin paths are followed.
 */
export default function ManagePage() {
  const localize = useLocalize();
  const styles = useStyles();
  const [tab, setTab] = useState<ManageTab>('profile');
  const [params] = useSearchParams();
  const back = params.has('returnUrl') ? safeReturnUrl(params.get('returnUrl')) : undefined;
  return (
    <section className={styles.page} data-testid="page-manage">
      <Text as="h1" size={700} weight="semibold">
        {localize('AbpAccount::ManageYourProfile')}
      </Text>
      <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as ManageTab)}>
        <Tab value="profile">{localize('AbpAccount::ProfileTab:PersonalInfo')}</Tab>
        <Tab value="password">{localize('AbpAccount::ProfileTab:Password')}</Tab>
      </TabList>
      <Card>{tab === 'profile' ? <ProfileForm /> : <PasswordForm />}</Card>
      {back && (
        <RouterLink to={back} testId="manage-back">
          {localize('AbpUi::Back')}
        </RouterLink>
      )}
    </section>
  );
}
