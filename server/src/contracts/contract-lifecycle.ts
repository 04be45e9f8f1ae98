// Moving a contract between states: the transition must be allowed for the actor (see
// contract-states.ts) and the contract must be ready for the next step; approval makes the
// customer a member of the basket and dates the contract.
import { randomUUID } from 'node:crypto';
import { GregorianCalendar, parseDate, PersianCalendar, toCalendar } from '@internationalized/date';
import { addMember, findBasket, listBaskets } from '../baskets/baskets.repository';
import { businessToday } from '../clock/business-clock';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, ValidationError } from '../errors/app-error';
import { planInForce } from '../wages/wage-plan-in-force';
import { findUserById } from '../identity/users.repository';
import { invalidCode, personalDetailProblems } from './contract-validation';
import {
  canTransition,
  type ContractActor,
  type ContractState,
  type TransitionVia,
} from './contract-states';
import {
  findContract,
  insertHistory,
  updateContract,
  type ContractRow,
} from './contracts.repository';

const PERSIAN = new PersianCalendar();
const GREGORIAN = new GregorianCalendar();

export interface Move {
  actor: ContractActor;
  /** Null for the system (a contract whose duration ended). */
  actorId: string | null;
  via?: TransitionVia;
  note?: string | null;
}

/** Personal details a contract needs before the questionnaire. */
export async function personalInfoProblems(scope: TenantDb, c: ContractRow) {
  const problems = personalDetailProblems(c);
  const customer = await findUserById(scope, c.customer_id);
  if (customer?.national_code && customer.national_code !== c.national_code)
    problems.push({ ...invalidCode('nationalCode'), key: 'Crm::Crm:NationalCodeNotYours' });
  return problems;
}

/** Whether the basket is on offer and within the contract's risk level. */
export async function basketAllowed(scope: TenantDb, c: ContractRow, basketId: string) {
  if (c.risk_level === null) return false;
  const levels = Array.from({ length: c.risk_level }, (_, i) => i + 1);
  const offer = await listBaskets(scope, {
    offerableOnly: true,
    riskLevels: levels,
    skip: 0,
    take: 1000,
  });
  return offer.items.some((b) => b.id === basketId);
}

async function checkReady(scope: TenantDb, c: ContractRow, to: ContractState): Promise<void> {
  if (to === 'AnswerQuestionnaire' && c.state === 'CompleteUserInformation') {
    const problems = await personalInfoProblems(scope, c);
    if (problems.length > 0) throw new ValidationError(problems);
  }
  if (to === 'SelectBasket' && c.risk_level === null)
    throw new ConflictError('Crm:QuestionnaireNotAnswered');
  if (to === 'ReviewContract' && !(c.basket_id && (await basketAllowed(scope, c, c.basket_id))))
    throw new ConflictError('Crm:BasketNotAllowed');
  if (to === 'SignContract' && !c.commitment_accepted_at)
    throw new ConflictError('Crm:CommitmentNotAccepted');
}

/** Today in the business's zone; the contract runs from it for its months (see contractEnd). */
async function activate(scope: TenantDb, c: ContractRow, actorId: string | null) {
  const today = businessToday();
  const basket = c.basket_id ? await findBasket(scope, c.basket_id) : undefined;
  if (!basket) throw new ConflictError('Crm:BasketNotAllowed');
  await addMember(scope, basket.id, c.customer_id, today, true);
  await updateContract(scope, c.id, {
    starts_on: today,
    ends_on: contractEnd(today, c.duration_months),
    approved_at: new Date(),
    approved_by: actorId,
    wage_plan_id: c.wage_plan_id ?? (await planInForce(scope, basket, today))?.id ?? null,
  });
}

/**
 * The end date of a contract starting on `startsOn` (ISO) and running `months` months, ISO.
 * Contracts are dated in the Solar Hijri calendar, so the months are Jalali months, and a day
 * the target month lacks becomes its last day: 1403/06/31 + 1 → 1403/07/30, 1404/11/30 + 1 →
 * 1404/12/29 (Esfand of a common year).
 */
export function contractEnd(startsOn: string, months: number): string {
  const start = toCalendar(parseDate(startsOn), PERSIAN);
  return toCalendar(start.add({ months }), GREGORIAN).toString();
}

export async function moveContract(
  scope: TenantDb,
  contract: ContractRow,
  to: ContractState,
  move: Move,
): Promise<ContractRow> {
  if (!canTransition(contract.state, to, move.actor, move.via ?? 'update'))
    throw new ConflictError('Crm:ContractTransitionNotAllowed', [contract.state, to]);
  await checkReady(scope, contract, to);
  if (to === 'Active') await activate(scope, contract, move.actorId);
  if (contract.state === 'Active' && contract.basket_id)
    await addMember(scope, contract.basket_id, contract.customer_id, contract.starts_on!, false);
  if (to === 'PendingApproval') await updateContract(scope, contract.id, { signed_at: new Date() });
  await updateContract(scope, contract.id, { state: to });
  await insertHistory(scope, {
    id: randomUUID(),
    contractId: contract.id,
    from: contract.state,
    to,
    actorId: move.actorId,
    note: move.note ?? null,
  });
  return (await findContract(scope, contract.id))!;
}
