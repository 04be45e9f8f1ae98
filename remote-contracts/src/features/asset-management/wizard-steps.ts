// The wizard follows the contract's state (design/domain.md): one step per state up to signing,
// then the pending-approval page; an active contract and a closed one have their own pages.
import type { ContractDto } from '@crm/shared/dto';

export type ContractState = ContractDto['stateCode'];

/** The steps shown in the progress bar, in order, with the state each one completes. */
export const WIZARD_STEPS = [
  { state: 'CompleteUserInformation', label: 'contracts::Wizard.Step.Personal' },
  { state: 'AnswerQuestionnaire', label: 'contracts::Wizard.Step.Questionnaire' },
  { state: 'SelectBasket', label: 'contracts::Wizard.Step.Basket' },
  { state: 'ReviewContract', label: 'contracts::Wizard.Step.Review' },
  { state: 'SignContract', label: 'contracts::Wizard.Step.Sign' },
  { state: 'PendingApproval', label: 'contracts::Wizard.Step.Approval' },
] as const satisfies readonly { state: ContractState; label: string }[];

export type WizardView =
  'personal' | 'questionnaire' | 'basket' | 'review' | 'sign' | 'pending' | 'active' | 'closed';

const VIEWS: Record<ContractState, WizardView> = {
  CompleteUserInformation: 'personal',
  AnswerQuestionnaire: 'questionnaire',
  SelectBasket: 'basket',
  ReviewContract: 'review',
  SignContract: 'sign',
  PendingApproval: 'pending',
  Active: 'active',
  Rejected: 'closed',
  Cancelled: 'closed',
  Expired: 'closed',
};

export function viewOf(state: ContractState): WizardView {
  return VIEWS[state];
}

/** The index of the current step in WIZARD_STEPS; every step is done once active, none when closed. */
export function stepIndexOf(state: ContractState): number {
  if (state === 'Active') return WIZARD_STEPS.length;
  return WIZARD_STEPS.findIndex((step) => step.state === state);
}

/** The state a "back" button returns to: the previous step, only before signing is done. */
export function previousState(state: ContractState): ContractState | null {
  const index = WIZARD_STEPS.findIndex((step) => step.state === state);
  if (index <= 0 || state === 'PendingApproval') return null;
  return WIZARD_STEPS[index - 1]!.state;
}
