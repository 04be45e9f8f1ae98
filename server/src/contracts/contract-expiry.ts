// Active contracts whose duration has run out become `Expired` (design/domain.md): the customer
// leaves the basket, and the history records the move with no actor (the system). A contract
// runs through its end date and expires on the day after. The server runs this for every tenant
// at start and then hourly; each contract moves in its own transaction, locked, so replicas
// running the same job never move one twice.
import { businessToday } from '../clock/business-clock';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { allTenantIds } from '../tenancy/tenants.repository';
import { moveContract } from './contract-lifecycle';
import { endedContractIds, lockEndedContract } from './contracts.repository';

const EVERY_MS = 60 * 60 * 1000;

async function expireOne(scope: TenantDb, id: string, today: string): Promise<boolean> {
  const contract = await lockEndedContract(scope, id, today);
  if (!contract) return false;
  await moveContract(scope, contract, 'Expired', { actor: 'backOffice', actorId: null });
  return true;
}

/** Expires the ended contracts of every tenant; returns how many moved. */
export async function expireEndedContracts(db: Db, today = businessToday()): Promise<number> {
  const tenantIds = await allTenantIds(db);
  let expired = 0;
  for (const tenantId of tenantIds) {
    const ended = await inTenant(db, tenantId, (scope) => endedContractIds(scope, today));
    for (const id of ended)
      if (await inTenant(db, tenantId, (scope) => expireOne(scope, id, today))) expired += 1;
  }
  return expired;
}

/** Runs the expiry now and then hourly until stopped; a failed run is logged and retried. */
export function startContractExpiry(db: Db, log: (error: unknown) => void): () => void {
  const run = () => void expireEndedContracts(db).catch(log);
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
