// A contract is the business of its customer and of the back office only. Anyone else (another
// customer, another tenant) is told it does not exist.
import { isBackOffice } from '../baskets/basket-access';
import type { TenantDb } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import type { ContractActor } from './contract-states';
import { findContract, type ContractRow } from './contracts.repository';

export function actorOf(user: CurrentUser): ContractActor {
  return isBackOffice(user) ? 'backOffice' : 'customer';
}

export async function contractFor(
  scope: TenantDb,
  user: CurrentUser,
  id: string,
): Promise<ContractRow> {
  const contract = await findContract(scope, id);
  if (contract && (isBackOffice(user) || contract.customer_id === user.user.id)) return contract;
  throw new NotFoundError('Crm:ContractNotFound');
}
