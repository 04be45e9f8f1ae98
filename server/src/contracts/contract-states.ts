// The lifecycle of a portfolio contract (design/domain.md). The wizard goes forward one step at
// a time and may step back before signing; the back office approves, rejects, expires; either
// side may cancel before approval, only the back office after. Reaching PendingApproval needs a
// verified one-time code (or the back office's upload of a signed file), never a plain update.

import { CONTRACT_STATES, type ContractState } from '@crm/shared/dto';

// The states themselves are the API's (one list, @crm/shared/dto); this file adds their rules.
export { CONTRACT_STATES, type ContractState };
export type ContractActor = 'customer' | 'backOffice';

/** How a transition happens: a plain update, or only through its own operation. */
export type TransitionVia = 'update' | 'signature';

interface Transition {
  by: readonly ContractActor[];
  via: TransitionVia;
}

const BOTH: readonly ContractActor[] = ['customer', 'backOffice'];
const BACK_OFFICE: readonly ContractActor[] = ['backOffice'];
const step = (by = BOTH): Transition => ({ by, via: 'update' });

export const TRANSITIONS: Readonly<
  Record<ContractState, Partial<Record<ContractState, Transition>>>
> = {
  CompleteUserInformation: { AnswerQuestionnaire: step(), Cancelled: step() },
  AnswerQuestionnaire: {
    SelectBasket: step(),
    CompleteUserInformation: step(),
    Cancelled: step(),
  },
  SelectBasket: { ReviewContract: step(), AnswerQuestionnaire: step(), Cancelled: step() },
  ReviewContract: { SignContract: step(), SelectBasket: step(), Cancelled: step() },
  SignContract: {
    PendingApproval: { by: BOTH, via: 'signature' },
    ReviewContract: step(),
    Cancelled: step(),
  },
  PendingApproval: {
    Active: step(BACK_OFFICE),
    Rejected: step(BACK_OFFICE),
    Cancelled: step(),
  },
  Active: { Expired: step(BACK_OFFICE), Cancelled: step(BACK_OFFICE) },
  Rejected: {},
  Cancelled: {},
  Expired: {},
};

export const TERMINAL_STATES: readonly ContractState[] = ['Rejected', 'Cancelled', 'Expired'];

/** States of a contract still being filled in by the customer (the wizard). */
export const WIZARD_STATES: readonly ContractState[] = CONTRACT_STATES.slice(0, 5);

export function isContractState(value: string): value is ContractState {
  return (CONTRACT_STATES as readonly string[]).includes(value);
}

/** Whether `actor` may move a contract from `from` to `to` through `via`. */
export function canTransition(
  from: ContractState,
  to: ContractState,
  actor: ContractActor,
  via: TransitionVia = 'update',
): boolean {
  const transition = TRANSITIONS[from][to];
  return transition !== undefined && transition.via === via && transition.by.includes(actor);
}
