// What the back office may do with a contract in each state (the server's state machine,
// server/src/contracts/contract-states.ts, decides; this only hides buttons that would fail).
import type { ContractDto } from '@crm/shared/dto';

type State = ContractDto['stateCode'];

const TERMINAL: readonly State[] = ['Rejected', 'Cancelled', 'Expired'];
const WIZARD: readonly State[] = [
  'CompleteUserInformation',
  'AnswerQuestionnaire',
  'SelectBasket',
  'ReviewContract',
  'SignContract',
];

export type ContractAction =
  | 'approve'
  | 'reject'
  | 'duration'
  | 'uploadSigned'
  | 'attach'
  | 'download'
  | 'delete'
  | 'moveToCrm';

export function allowedActions(contract: Pick<ContractDto, 'stateCode'>): ContractAction[] {
  const state = contract.stateCode;
  const actions: ContractAction[] = ['download', 'moveToCrm'];
  if (state === 'PendingApproval') actions.push('approve', 'reject');
  if (!TERMINAL.includes(state)) actions.push('duration');
  if (state === 'SignContract') actions.push('uploadSigned');
  if (WIZARD.includes(state)) actions.push('attach');
  if (state !== 'Active') actions.push('delete');
  return actions;
}

export const DURATION_MONTHS = { min: 1, max: 120 } as const;
