// A rejected, cancelled or expired contract (with the back office's reason), or no contract at
// all: the customer may register a new one.
import { useLocalize } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { Button, MessageBar, MessageBarBody } from '@crm/shared/fluent';
import { registerContract } from '../../../api/contracts-api';
import { StepFrame } from './step-frame';
import { useStepCall } from './use-step-call';

export interface ClosedViewProps {
  contract: ContractDto | null;
  onContract: (contract: ContractDto) => void;
}

export function ClosedView({ contract, onContract }: ClosedViewProps) {
  const localize = useLocalize();
  const call = useStepCall();
  const register = async () => {
    const created = await call.run(registerContract);
    if (created) onContract(created);
  };
  const state = contract?.stateCode;
  return (
    <StepFrame
      testId="contract-closed"
      title={contract ? `contracts::Closed.${state}` : 'contracts::Closed.None'}
      busy={call.busy}
      error={call.error}
    >
      {contract && (
        <MessageBar intent={state === 'Rejected' ? 'error' : 'warning'}>
          <MessageBarBody data-testid="closed-reason">
            {contract.rejectionReason
              ? localize('contracts::Closed.Reason', contract.rejectionReason)
              : localize(`contracts::Closed.${state}.Message`)}
          </MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button
          appearance="primary"
          disabled={call.busy}
          onClick={() => void register()}
          data-testid="register-contract"
        >
          {localize('Crm::AddContract')}
        </Button>
      </div>
    </StepFrame>
  );
}
