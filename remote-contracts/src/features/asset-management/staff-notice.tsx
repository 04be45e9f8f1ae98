// `/assetManagement` opened by staff: the page is a customer's own contract, and staff have none.
// They are told so, and led to the customers' contracts in the back office, instead of being shown
// someone else's contract or a button to sign one.
import { usePolicy, useLocalize } from '@crm/shared';
import { BACK_OFFICE_POLICY } from '@crm/shared/policy';
import { Card, makeStyles } from '@fluentui/react-components';
import { MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@crm/shared/fluent';
import { Link as RouterLink } from '@crm/shared/routing';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function StaffNotice() {
  const localize = useLocalize();
  const backOffice = usePolicy(BACK_OFFICE_POLICY);
  return (
    <Card className={useStyles().card} data-testid="contract-staff">
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{localize('contracts::Staff.Title')}</MessageBarTitle>
          {localize('contracts::Staff.Message')}
        </MessageBarBody>
      </MessageBar>
      {backOffice && (
        <RouterLink to="/portfolioModify" data-testid="go-back-office">
          {localize('contracts::Staff.ToBackOffice')}
        </RouterLink>
      )}
    </Card>
  );
}
