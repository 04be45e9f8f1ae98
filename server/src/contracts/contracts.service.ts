// Creating, changing and removing contracts, with what each side may touch: the customer fills
// in their own contract step by step; the back office creates contracts for customers, sets
// wage plans and durations, approves and rejects. `isFromBackOffice` is set once, at creation,
// and only the back office may set it true.
import { randomUUID } from 'node:crypto';
import type { SaveContractInput, UpdateContractInput } from '@crm/shared/dto';
import { normalizeMobile, normalizeNationalCode, normalizeSheba } from '@crm/shared/persian';
import { isBackOffice } from '../baskets/basket-access';
import { findBasket, findWagePlan } from '../baskets/baskets.repository';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { actorOf, contractFor } from './contract-access';
import { codeProblems } from './contract-validation';
import { basketAllowed, contractEnd, moveContract } from './contract-lifecycle';
import { TERMINAL_STATES, type ContractState } from './contract-states';
import {
  contractsOfCustomer,
  findContract,
  historyOf,
  insertContract,
  insertHistory,
  listContracts,
  updateContract,
  type ContractRow,
} from './contracts.repository';
import { findCustomerByNationalCode } from './customers.repository';

const NOT_IN_PROGRESS: readonly ContractState[] = ['Rejected', 'Cancelled', 'Expired', 'Active'];

export async function createContract(scope: TenantDb, user: CurrentUser, input: SaveContractInput) {
  const actor = actorOf(user);
  if (input.isFromBackOffice !== (actor === 'backOffice'))
    throw new ForbiddenError('Crm:FieldNotAllowed');
  if (input.stateCode !== 'CompleteUserInformation')
    throw new ConflictError('Crm:ContractTransitionNotAllowed', ['', input.stateCode]);
  // An id of no basket of this tenant is a client error, not a broken foreign key.
  if (input.basketId && !(await findBasket(scope, input.basketId)))
    throw new NotFoundError('Crm:BasketNotFound');
  const nationalCode = normalizeNationalCode(input.nationalCode ?? '');
  let customerId = user.user.id;
  if (actor === 'backOffice') {
    const customer = nationalCode
      ? await findCustomerByNationalCode(scope, nationalCode)
      : undefined;
    if (!customer) throw new NotFoundError('Crm:CustomerNotFound');
    customerId = customer.id;
  }
  const open = (await contractsOfCustomer(scope, customerId)).find(
    (c) => !NOT_IN_PROGRESS.includes(c.state),
  );
  // The customer's "register new contract" resumes the contract in progress; the back office
  // is told there is one.
  if (open && actor === 'customer') return open;
  if (open) throw new ConflictError('Crm:OpenContractExists');
  const id = randomUUID();
  await insertContract(scope, {
    id,
    customer_id: customerId,
    state: 'CompleteUserInformation',
    national_code: nationalCode,
    basket_id: input.basketId ?? null,
    is_from_back_office: actor === 'backOffice',
    creator_id: user.user.id,
  });
  await insertHistory(scope, {
    id: randomUUID(),
    contractId: id,
    from: null,
    to: 'CompleteUserInformation',
    actorId: user.user.id,
  });
  return (await findContract(scope, id))!;
}

const PERSONAL = [
  'nationalCode',
  'mobile',
  'firstName',
  'lastName',
  'sheba',
  'address',
  'birthDate',
] as const;

function personalChanges(input: UpdateContractInput) {
  return {
    ...(input.nationalCode !== undefined
      ? { national_code: normalizeNationalCode(input.nationalCode) }
      : {}),
    ...(input.mobile !== undefined
      ? { mobile: normalizeMobile(input.mobile) ?? input.mobile }
      : {}),
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.sheba !== undefined ? { sheba: normalizeSheba(input.sheba) } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.birthDate !== undefined ? { birth_date: input.birthDate } : {}),
  };
}

function editable(contract: ContractRow, isBackOffice: boolean, customerState: ContractState) {
  if (isBackOffice) return !TERMINAL_STATES.includes(contract.state) && contract.state !== 'Active';
  return contract.state === customerState;
}

export async function updateContractFields(
  scope: TenantDb,
  user: CurrentUser,
  input: UpdateContractInput,
) {
  const actor = actorOf(user);
  const backOffice = actor === 'backOffice';
  let contract = await contractFor(scope, user, input.id);
  if (
    input.isFromBackOffice !== undefined &&
    input.isFromBackOffice !== contract.is_from_back_office
  )
    throw new ForbiddenError('Crm:FieldNotAllowed');
  if (!backOffice && (input.wagePlanId !== undefined || input.rejectionReason !== undefined))
    throw new ForbiddenError('Crm:FieldNotAllowed');
  const problems = codeProblems(input);
  if (problems.length > 0) throw new ValidationError(problems);
  const changes: Parameters<typeof updateContract>[2] = {};
  if (PERSONAL.some((field) => input[field] !== undefined)) {
    if (!editable(contract, backOffice, 'CompleteUserInformation'))
      throw new ConflictError('Crm:ContractNotEditable');
    Object.assign(changes, personalChanges(input));
  }
  if (input.basketId !== undefined) {
    if (!editable(contract, backOffice, 'SelectBasket'))
      throw new ConflictError('Crm:ContractNotEditable');
    if (input.basketId && !(await basketAllowed(scope, contract, input.basketId)))
      throw new ConflictError('Crm:BasketNotAllowed');
    changes.basket_id = input.basketId;
  }
  if (input.wagePlanId && !(await findWagePlan(scope, input.wagePlanId)))
    throw new NotFoundError('Crm:WagePlanNotFound');
  if (input.wagePlanId !== undefined) changes.wage_plan_id = input.wagePlanId;
  if (input.rejectionReason !== undefined) changes.rejection_reason = input.rejectionReason;
  if (Object.keys(changes).length > 0) {
    await updateContract(scope, contract.id, changes);
    contract = (await findContract(scope, contract.id))!;
  }
  if (input.stateCode && input.stateCode !== contract.state)
    contract = await moveContract(scope, contract, input.stateCode, {
      actor,
      actorId: user.user.id,
      note: input.rejectionReason ?? null,
    });
  return contract;
}

export async function changeDuration(
  scope: TenantDb,
  user: CurrentUser,
  id: string,
  months: number,
) {
  const contract = await contractFor(scope, user, id);
  if (TERMINAL_STATES.includes(contract.state)) throw new ConflictError('Crm:ContractNotEditable');
  await updateContract(scope, id, {
    duration_months: months,
    ...(contract.starts_on ? { ends_on: contractEnd(contract.starts_on, months) } : {}),
  });
  return (await findContract(scope, id))!;
}

/** Cancels and hides a contract; a customer only before approval, nobody an active one. */
export async function deleteContract(scope: TenantDb, user: CurrentUser, id: string) {
  const contract = await contractFor(scope, user, id);
  if (contract.state === 'Active') throw new ConflictError('Crm:ContractNotEditable');
  if (!TERMINAL_STATES.includes(contract.state))
    await moveContract(scope, contract, 'Cancelled', {
      actor: actorOf(user),
      actorId: user.user.id,
      note: 'deleted',
    });
  await updateContract(scope, id, { is_deleted: true });
}

/** Of a customer's contracts (newest first): the one in progress, else the latest active one. */
function inProgressOrActive(contracts: readonly ContractRow[]): ContractRow | null {
  return (
    contracts.find((c) => !NOT_IN_PROGRESS.includes(c.state)) ??
    contracts.find((c) => c.state === 'Active') ??
    null
  );
}

/** The contract the wizard resumes (one in progress), else the latest active one. */
export async function currentContract(scope: TenantDb, userId: string) {
  return inProgressOrActive(await contractsOfCustomer(scope, userId));
}

/**
 * The contract the customer's own page shows: as `currentContract`, else their latest (a
 * rejected one with its reason), else none. Only ever the caller's own: the back office reaches
 * other people's contracts through `portfolio-contracts`.
 */
export async function ownContractToShow(scope: TenantDb, userId: string) {
  const contracts = await contractsOfCustomer(scope, userId);
  return inProgressOrActive(contracts) ?? contracts[0] ?? null;
}

export async function hasActiveContract(scope: TenantDb, userId: string) {
  return (await contractsOfCustomer(scope, userId)).some((c) => c.state === 'Active');
}

/** A page of contracts: the back office's of every customer, a customer's of their own. */
export function contractPage(
  scope: TenantDb,
  user: CurrentUser,
  query: { nationalCode?: string | undefined; skip: number; take: number },
) {
  return listContracts(scope, {
    nationalCode: query.nationalCode || undefined,
    ...(isBackOffice(user) ? {} : { customerId: user.user.id }),
    skip: query.skip,
    take: query.take,
  });
}

/** A contract the user may see, with its state history. */
export async function contractWithHistory(scope: TenantDb, user: CurrentUser, id: string) {
  const contract = await contractFor(scope, user, id);
  return { contract, history: await historyOf(scope, id) };
}
