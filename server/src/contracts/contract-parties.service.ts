// The basket and the customer behind a contract, as its customer or the back office sees them,
// and the back office's copy of the contract's contact details into the customer's account.
import { findBasket } from '../baskets/baskets.repository';
import type { TenantDb } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { findUserById, type UserRow } from '../identity/users.repository';
import { contractFor } from './contract-access';
import { updateContract } from './contracts.repository';
import { copyContactInfo } from './customers.repository';

/** The contract's basket; undefined while none is chosen. */
export async function basketOfContract(scope: TenantDb, user: CurrentUser, id: string) {
  const contract = await contractFor(scope, user, id);
  return contract.basket_id ? findBasket(scope, contract.basket_id) : undefined;
}

export async function customerOfContract(
  scope: TenantDb,
  user: CurrentUser,
  id: string,
): Promise<UserRow> {
  const contract = await contractFor(scope, user, id);
  const customer = await findUserById(scope, contract.customer_id);
  if (!customer) throw new NotFoundError('Crm:CustomerNotFound');
  return customer;
}

/** Copies the contract's name, mobile and national code into the customer; returns the customer. */
export async function moveContactInfoToCrm(
  scope: TenantDb,
  user: CurrentUser,
  id: string,
): Promise<UserRow> {
  const contract = await contractFor(scope, user, id);
  await copyContactInfo(scope, contract.customer_id, {
    name: contract.first_name,
    surname: contract.last_name,
    phoneNumber: contract.mobile,
    nationalCode: contract.national_code,
  });
  await updateContract(scope, id, { moved_to_crm_at: new Date() });
  return (await findUserById(scope, contract.customer_id))!;
}
