// The checks after the last restart, made in the database itself: every acknowledged write is
// there, and nothing is half-applied — a contract's state always matches its history and its
// fields, and a basket's stored series always equals the engine's recomputation of its events.
import { markDirty } from '../../../src/baskets/events.repository';
import { refreshSeries } from '../../../src/baskets/series.service';
import type { TenantDb } from '../../../src/db/tenant-scope';
import { PERSONAL } from './writers';
import type { WriteLog } from './write-log';

const STEP_STATES = { created: null, answered: 'AnswerQuestionnaire', deleted: 'Cancelled' };

export async function contractProblems(
  scope: TenantDb,
  customerId: string,
  log: WriteLog,
): Promise<string[]> {
  const problems: string[] = [];
  const contracts = await scope.db
    .selectFrom('portfolio_contract')
    .select(['id', 'state', 'first_name', 'is_deleted'])
    .where('customer_id', '=', customerId)
    .execute();
  const history = await scope.db
    .selectFrom('portfolio_contract_history')
    .select(['contract_id', 'from_state', 'to_state'])
    .where(
      'contract_id',
      'in',
      contracts.map((c) => c.id).concat(['00000000-0000-0000-0000-000000000000']),
    )
    .orderBy('creation_time')
    .execute();
  const byId = new Map(contracts.map((c) => [c.id, c]));
  for (const [id, step] of log.contracts) {
    const contract = byId.get(id);
    if (!contract) problems.push(`acknowledged contract ${id} (${step}) is missing`);
    const state = STEP_STATES[step];
    if (contract && state && !history.some((h) => h.contract_id === id && h.to_state === state))
      problems.push(`acknowledged step ${step} of ${id} is missing from its history`);
  }
  for (const contract of contracts) {
    const rows = history.filter((h) => h.contract_id === contract.id);
    const chain = rows.every((row, i) =>
      i === 0 ? row.from_state === null : row.from_state === rows[i - 1]!.to_state,
    );
    if (!chain || rows.at(-1)?.to_state !== contract.state)
      problems.push(`contract ${contract.id} (${contract.state}) disagrees with its history`);
    const answered = rows.some((row) => row.to_state === 'AnswerQuestionnaire');
    if (answered !== (contract.first_name === PERSONAL.firstName))
      problems.push(`contract ${contract.id}: details and state change half-applied`);
    if (contract.is_deleted !== (contract.state === 'Cancelled'))
      problems.push(`contract ${contract.id}: deletion half-applied`);
  }
  return problems;
}

async function storedOutput(scope: TenantDb, basketId: string, fromDay: string) {
  const points = await scope.db
    .selectFrom('basket_point')
    .select(['day', 'cash', 'securities', 'receivables', 'payables', 'nav', 'units_outstanding'])
    .where('basket_id', '=', basketId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  const ledger = await scope.db
    .selectFrom('basket_ledger_line')
    .select(['seq', 'day', 'kind', 'ref_id', 'debit', 'credit', 'balance'])
    .where('basket_id', '=', basketId)
    .where('day', '>=', fromDay)
    .orderBy('seq')
    .execute();
  return JSON.stringify({ points, ledger });
}

export async function dealProblems(
  scope: TenantDb,
  basketId: string,
  dealDay: string,
  log: WriteLog,
): Promise<string[]> {
  const problems: string[] = [];
  const events = await scope.db
    .selectFrom('basket_event')
    .select('id')
    .where('basket_id', '=', basketId)
    .where('id', 'like', 'imp:dur-%')
    .execute();
  const present = new Set(events.map((e) => e.id.slice('imp:'.length)));
  for (const ref of log.deals)
    if (!present.has(ref)) problems.push(`acknowledged deal ${ref} is missing`);
  const series = await scope.db
    .selectFrom('basket_series')
    .select('dirty_from')
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
  if (series?.dirty_from)
    problems.push(`the series is marked out of date from ${series.dirty_from}`);
  // A month back covers the checkpoint a recomputation of the deal day starts from.
  const from = new Date(Date.parse(dealDay) - 40 * 86_400_000).toISOString().slice(0, 10);
  const stored = await storedOutput(scope, basketId, from);
  await markDirty(scope, basketId, dealDay);
  await refreshSeries(scope, basketId);
  if ((await storedOutput(scope, basketId, from)) !== stored)
    problems.push('the stored series differs from a recomputation of the stored deals');
  return problems;
}
