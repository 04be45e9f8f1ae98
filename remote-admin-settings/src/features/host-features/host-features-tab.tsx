import { FeatureManagementModal } from '@crm/shared/feature-management';
import { useLocalize } from '@crm/shared';
import { makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';

const useStyles = makeStyles({
  tab: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
});

/**
 * The host-features tab (order 104, policy FeatureManagement.ManageHostFeatures): opens the
 * shared feature-management modal for provider `T` with no key (the host's own features).
 */
export default function HostFeaturesTab() {
  const localize = useLocalize();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.tab} data-testid="host-features-tab">
      <Text>{localize('AbpFeatureManagement::ManageHostFeaturesText')}</Text>
      <Button appearance="primary" onClick={() => setOpen(true)} data-testid="manage-host-features">
        {localize('AbpFeatureManagement::ManageHostFeatures')}
      </Button>
      <FeatureManagementModal open={open} onClose={() => setOpen(false)} providerName="T" />
    </div>
  );
}
