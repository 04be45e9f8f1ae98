// After signing: the contract waits for the back office. The page asks every few seconds (and
// on "check now") whether that changed; once approved the shell's configuration and the
// customer's baskets are loaded again, so the menu and the basket selector follow.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Button, MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import { useCallback, useEffect } from 'react';
import { contractState, getContract } from '../../../api/contracts-api';
import { StepFrame } from './step-frame';
import type { StepProps } from './use-step-back';

export const PENDING_POLL_MS = 10_000;

export function PendingStep({ contract, onContract }: StepProps) {
  const localize = useLocalize();
  const { date } = useDisplayFormat();

  const check = useCallback(async () => {
    const state = await contractState().catch(() => null);
    if (state === null || state === 'PendingApproval') return;
    onContract(await getContract(contract.id));
  }, [contract.id, onContract]);

  useEffect(() => {
    const timer = setInterval(() => void check(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <StepFrame testId="step-pending" title="contracts::Wizard.Step.Approval">
      <MessageBar intent="info">
        <MessageBarBody>{localize('contracts::Pending.Message')}</MessageBarBody>
      </MessageBar>
      <Text>{localize('contracts::Pending.SignedAt', date(contract.signedAt))}</Text>
      <div>
        <Button onClick={() => void check()} data-testid="check-approval">
          {localize('contracts::Pending.CheckNow')}
        </Button>
      </div>
    </StepFrame>
  );
}
