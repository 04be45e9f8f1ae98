// Importing a CSV file of prices, deals or cash flows: the header names the columns; every row
// is validated and, only when all are valid, the whole file is applied in the caller's
// transaction (all or nothing). Rows already imported are recognised by their identity (the
// `ref` column, else a hash of the row) and left alone, so a repeated import changes nothing.
// The baskets touched are recomputed from the first changed day; if the engine refuses the new
// events (a sell larger than the holding), the import fails as a whole.
import { createHash } from 'node:crypto';
import type { BasketEvent, DailyPrice } from '../portfolio/engine';
import { eventValues } from '../baskets/basket-events';
import {
  existingEventIds,
  insertEventRows,
  markDirty,
  markDirtyByPrices,
  nextEventSeq,
} from '../baskets/events.repository';
import { refreshSeries } from '../baskets/series.service';
import type { TenantDb } from '../db/tenant-scope';
import { localize } from '../localization/localizer';
import { listFeeSchedules, listInstruments, upsertPrices } from '../market/market.repository';
import { BadRequestError } from '../errors/app-error';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv';
import {
  CASH_FLOWS,
  DEALS,
  PRICES,
  type BasketItem,
  type ImportContext,
  type ImportKind,
  type Row,
} from './import-kinds';
import { basketsByCode } from './imports.repository';

export interface RejectedRow {
  line: number;
  column: string;
  code: string;
  /** In Persian. */
  reason: string;
}

export interface ImportReport {
  kind: ImportKind;
  rows: number;
  applied: boolean;
  inserted: number;
  unchanged: number;
  rejected: RejectedRow[];
}

const SPECS = { prices: PRICES, deals: DEALS, 'cash-flows': CASH_FLOWS } as const;

const reject = (line: number, column: string, code: string): RejectedRow => ({
  line,
  column,
  code,
  reason: localize('fa', `Crm::${code}`, [column]),
});

/** The file's records; a file whose quoting is broken is a 400 naming the line, before anything is read into the database. */
function readCsv(text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new BadRequestError(`Crm:Import${error.problem}`, [error.line], {
      data: { line: error.line },
    });
  }
}

async function contextOf(scope: TenantDb): Promise<ImportContext> {
  const instruments = await listInstruments(scope);
  const byKey = new Map<string, { id: string; kind: (typeof instruments)[number]['kind'] }>();
  for (const i of instruments) {
    byKey.set(i.isin, { id: i.id, kind: i.kind });
    if (!byKey.has(i.symbol)) byKey.set(i.symbol, { id: i.id, kind: i.kind });
  }
  const baskets = await basketsByCode(scope);
  return {
    instrument: (key) => byKey.get(key),
    basket: (code) => baskets.get(code),
    fees: await listFeeSchedules(scope),
  };
}

export async function runImport(
  scope: TenantDb,
  kind: ImportKind,
  text: string,
): Promise<ImportReport> {
  const spec = SPECS[kind];
  const records = readCsv(text);
  const report: ImportReport = {
    kind,
    rows: Math.max(0, records.length - 1),
    applied: false,
    inserted: 0,
    unchanged: 0,
    rejected: [],
  };
  const header = records[0]?.fields.map((name) => name.trim().toLowerCase());
  if (!header) return { ...report, rejected: [reject(1, '', 'Import:Empty')] };
  for (const column of spec.required)
    if (!header.includes(column)) report.rejected.push(reject(1, column, 'Import:MissingColumn'));
  if (!header.includes('isin') && !header.includes('symbol') && kind !== 'cash-flows')
    report.rejected.push(reject(1, 'isin', 'Import:MissingColumn'));
  if (report.rejected.length > 0) return report;
  const ctx = await contextOf(scope);
  const items: { line: number; value: DailyPrice | BasketItem }[] = [];
  for (const record of records.slice(1)) {
    const row: Row = Object.fromEntries(header.map((name, i) => [name, record.fields[i] ?? '']));
    const result = spec.parse(row, ctx);
    if (result.ok) items.push({ line: record.line, value: result.value });
    else report.rejected.push(reject(record.line, result.column, result.code));
  }
  if (kind === 'prices')
    checkDuplicatePrices(items as { line: number; value: DailyPrice }[], report);
  if (report.rejected.length > 0) return report;
  const counts =
    kind === 'prices'
      ? await applyPrices(
          scope,
          items.map((i) => i.value as DailyPrice),
        )
      : await applyEvents(
          scope,
          items.map((i) => i.value as BasketItem),
        );
  return { ...report, applied: true, ...counts };
}

function checkDuplicatePrices(items: { line: number; value: DailyPrice }[], report: ImportReport) {
  const seen = new Map<string, number>();
  for (const { line, value } of items) {
    const key = `${value.instrumentId}|${value.day}`;
    const close = seen.get(key);
    if (close !== undefined && close !== value.close)
      report.rejected.push(reject(line, 'close', 'Import:DuplicateRow'));
    seen.set(key, value.close);
  }
}

async function applyPrices(scope: TenantDb, prices: DailyPrice[]) {
  const changed = await upsertPrices(scope, prices);
  await markDirtyByPrices(scope, changed);
  return { inserted: changed.length, unchanged: prices.length - changed.length };
}

/** Row identity: its `ref`, else its content's hash and how many identical rows came before. */
function eventIds(items: readonly BasketItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    if (item.ref) return `imp:${item.ref}`;
    const hash = createHash('sha256')
      .update(JSON.stringify([item.basketId, item.event]))
      .digest('hex')
      .slice(0, 24);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `imp:${hash}:${n}`;
  });
}

async function applyEvents(scope: TenantDb, items: BasketItem[]) {
  const ids = eventIds(items);
  const byBasket = new Map<string, { item: BasketItem; id: string }[]>();
  items.forEach((item, i) =>
    byBasket.set(item.basketId, [...(byBasket.get(item.basketId) ?? []), { item, id: ids[i]! }]),
  );
  let inserted = 0;
  for (const [basketId, list] of byBasket) {
    const existing = await existingEventIds(
      scope,
      basketId,
      list.map((x) => x.id),
    );
    const fresh = list.filter((x) => !existing.has(x.id));
    if (fresh.length === 0) continue;
    let seq = await nextEventSeq(scope, basketId);
    const rows = fresh.map(({ item, id }) =>
      eventValues(basketId, seq++, { ...item.event, id } as unknown as BasketEvent, 'import'),
    );
    inserted += await insertEventRows(scope, rows);
    await markDirty(scope, basketId, fresh.map((x) => x.item.day).sort()[0]!);
    await refreshSeries(scope, basketId);
  }
  return { inserted, unchanged: items.length - inserted };
}
