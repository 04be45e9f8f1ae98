import { useLocalize } from '@crm/shared';
import { Card, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
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

/** The user's own account: personal information and password. */
export default function ManagePage() {
  const localize = useLocalize();
  const styles = useStyles();
  const [tab, setTab] = useState<ManageTab>('profile');
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
    </section>
  );
}
