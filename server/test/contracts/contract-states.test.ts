// Every pair of states, for both actors and both ways of moving: only the listed transitions
// are allowed.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  canTransition,
  CONTRACT_STATES,
  type ContractActor,
  type ContractState,
  type TransitionVia,
} from '../../src/contracts/contract-states';

const allowed = new Set([
  'CompleteUserInformation>AnswerQuestionnaire:customer,backOffice:update',
  'CompleteUserInformation>Cancelled:customer,backOffice:update',
  'AnswerQuestionnaire>SelectBasket:customer,backOffice:update',
  'AnswerQuestionnaire>CompleteUserInformation:customer,backOffice:update',
  'AnswerQuestionnaire>Cancelled:customer,backOffice:update',
  'SelectBasket>ReviewContract:customer,backOffice:update',
  'SelectBasket>AnswerQuestionnaire:customer,backOffice:update',
  'SelectBasket>Cancelled:customer,backOffice:update',
  'ReviewContract>SignContract:customer,backOffice:update',
  'ReviewContract>SelectBasket:customer,backOffice:update',
  'ReviewContract>Cancelled:customer,backOffice:update',
  'SignContract>PendingApproval:customer,backOffice:signature',
  'SignContract>ReviewContract:customer,backOffice:update',
  'SignContract>Cancelled:customer,backOffice:update',
  'PendingApproval>Active:backOffice:update',
  'PendingApproval>Rejected:backOffice:update',
  'PendingApproval>Cancelled:customer,backOffice:update',
  'Active>Expired:backOffice:update',
  'Active>Cancelled:backOffice:update',
]);

function expectedFor(
  from: ContractState,
  to: ContractState,
  actor: ContractActor,
  via: TransitionVia,
) {
  for (const entry of allowed) {
    const [pair, actors, how] = entry.split(':');
    if (pair === `${from}>${to}` && actors!.split(',').includes(actor) && how === via) return true;
  }
  return false;
}

describe('contract state machine', () => {
  it('allows exactly the listed transitions (every pair, actor and way)', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const from of CONTRACT_STATES)
      for (const to of CONTRACT_STATES)
        for (const actor of ['customer', 'backOffice'] as const)
          for (const via of ['update', 'signature'] as const) {
            checked += 1;
            if (canTransition(from, to, actor, via) !== expectedFor(from, to, actor, via))
              mismatches.push(`${from} > ${to} by ${actor} via ${via}`);
          }
    expect(checked).toBe(400);
    expect(mismatches).toEqual([]);
  });

  it('never lets a customer approve, reject or expire, nor skip a wizard step', () => {
    for (const from of CONTRACT_STATES) {
      for (const to of ['Active', 'Rejected', 'Expired'] as const)
        expect(canTransition(from, to, 'customer')).toBe(false);
    }
    expect(canTransition('CompleteUserInformation', 'SelectBasket', 'customer')).toBe(false);
    expect(canTransition('SelectBasket', 'SignContract', 'backOffice')).toBe(false);
    expect(canTransition('SignContract', 'PendingApproval', 'customer', 'update')).toBe(false);
  });
});
