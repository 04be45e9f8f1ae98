import { PageFrame, PageSpinner, PHONE_SCREEN, usePhoneScreen } from '@crm/shared/ui';
import { useFeature, useGrantedPolicies, useLocalize } from '@crm/shared';
import { isTrueValue } from '@crm/shared';
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@crm/shared/fluent';
import { Suspense, useMemo, useState } from 'react';
import { SETTINGS_FEATURE, visibleTabs } from './setting-tabs';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'flex-start',
    [PHONE_SCREEN]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: tokens.spacingVerticalM,
    },
  },
  tabs: { minWidth: '200px', [PHONE_SCREEN]: { minWidth: 0, overflowX: 'auto' } },
  content: { flex: 1, minWidth: 0 },
});

/** `/setting-management`: the registry's tabs the user may see, as vertical tabs (a row on a phone). */
export default function SettingsPage() {
  const localize = useLocalize();
  const styles = useStyles();
  const granted = useGrantedPolicies();
  const phone = usePhoneScreen();
  const feature = useFeature(SETTINGS_FEATURE);
  const tabs = useMemo(() => visibleTabs(granted), [granted]);
  const [selected, setSelected] = useState<string>();
  // The feature is on unless the server says otherwise (ABP's default is true).
  const enabled = feature === undefined || isTrueValue(feature);

  if (!enabled || tabs.length === 0) {
    return (
      <MessageBar intent="error" data-testid="settings-forbidden">
        <MessageBarBody>
          <MessageBarTitle>{localize('AbpUi::DefaultErrorMessage403')}</MessageBarTitle>
          {localize('AbpUi::DefaultErrorMessage403Detail')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const current = tabs.find((tab) => tab.name === selected) ?? tabs[0]!;
  const Content = current.component;
  return (
    <PageFrame testId="page-settings" title={localize('AbpSettingManagement::Settings')}>
      <div className={styles.body}>
        <TabList
          vertical={!phone}
          className={styles.tabs}
          selectedValue={current.name}
          onTabSelect={(_event, data) => setSelected(String(data.value))}
        >
          {tabs.map((tab) => (
            <Tab key={tab.name} value={tab.name} data-testid={`settings-tab-${tab.name}`}>
              {localize(tab.titleKey)}
            </Tab>
          ))}
        </TabList>
        <div className={styles.content}>
          <Suspense fallback={<PageSpinner />}>
            <Content />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
