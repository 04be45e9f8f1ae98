import type { ContractDto } from '@crm/shared/dto';
import { useCallback } from 'react';
import { moveTo } from '../../../api/contracts-api';
import { previousState } from '../wizard-steps';
import type { useStepCall } from './use-step-call';

/** The step's "back" action: the contract returns to the previous state (before signing). */
export function useStepBack(
  contract: ContractDto,
  onContract: (contract: ContractDto) => void,
  call: ReturnType<typeof useStepCall>,
) {
  const previous = previousState(contract.stateCode);
  const { run } = call;
  const back = useCallback(async () => {
    if (!previous) return;
    const moved = await run(() => moveTo(contract.id, previous));
    if (moved) onContract(moved);
  }, [contract.id, previous, run, onContract]);
  return previous ? () => void back() : null;
}

export interface StepProps {
  contract: ContractDto;
  onContract: (contract: ContractDto) => void;
}
