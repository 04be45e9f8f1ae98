// `/assetManagement`: the customer's contract wizard. It resumes at the contract's state, one
// step per state (design/domain.md), and after signing shows the approval status. Staff have no
// contract of their own: they are told so (staff-notice.tsx), never shown a customer's.
import { PageFrame, PageSpinner } from '@crm/shared/ui';
import { useAudience, useLocalize } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { Text } from '@crm/shared/fluent';
import { ActiveView } from './steps/active-view';
import { BasketStep } from './steps/basket-step';
import { ClosedView } from './steps/closed-view';
import { PendingStep } from './steps/pending-step';
import { PersonalInfoStep } from './steps/personal-info-step';
import { QuestionnaireStep } from './steps/questionnaire-step';
import { ReviewStep } from './steps/review-step';
import { SignStep } from './steps/sign-step';
import { StaffNotice } from './staff-notice';
import { useCustomerContract } from './use-customer-contract';
import { WizardProgress } from './wizard-progress';
import { stepIndexOf, viewOf } from './wizard-steps';

function StepView({
  contract,
  onContract,
}: {
  contract: ContractDto;
  onContract: (c: ContractDto) => void;
}) {
  const props = { contract, onContract };
  switch (viewOf(contract.stateCode)) {
    case 'personal':
      return <PersonalInfoStep {...props} />;
    case 'questionnaire':
      return <QuestionnaireStep {...props} />;
    case 'basket':
      return <BasketStep {...props} />;
    case 'review':
      return <ReviewStep {...props} />;
    case 'sign':
      return <SignStep {...props} />;
    case 'pending':
      return <PendingStep {...props} />;
    case 'active':
      return <ActiveView contract={contract} />;
    default:
      return <ClosedView {...props} />;
  }
}

function CustomerWizard() {
  const localize = useLocalize();
  const { state, setContract } = useCustomerContract();
  return (
    <>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
      )}
      {state.status === 'ready' && state.contract && stepIndexOf(state.contract.stateCode) >= 0 && (
        <WizardProgress current={stepIndexOf(state.contract.stateCode)} />
      )}
      {state.status === 'ready' &&
        (state.contract ? (
          <StepView
            key={state.contract.stateCode}
            contract={state.contract}
            onContract={setContract}
          />
        ) : (
          <ClosedView contract={null} onContract={setContract} />
        ))}
    </>
  );
}

export default function AssetManagementPage() {
  const localize = useLocalize();
  const customer = useAudience() === 'customer';
  return (
    <PageFrame testId="page-asset-management" title={localize('contracts::AssetManagement.Title')}>
      {customer ? <CustomerWizard /> : <StaffNotice />}
    </PageFrame>
  );
}
