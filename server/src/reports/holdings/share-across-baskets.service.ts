// asset-state-share: one instrument across the caller's own approved baskets on a day (each
// basket at its last valued day when that is earlier). For a joint basket the caller's part is
// the pool's holding times their units over the units outstanding.
import type { AssetStateShareDto, HeldInstrumentsDto } from '@crm/shared/dto';
import { basketsOfUser } from '../../baskets/baskets.repository';
import { businessToday } from '../../clock/business-clock';
import type { TenantDb } from '../../db/tenant-scope';
import { NotFoundError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { mulDivHalfUp } from '../../portfolio/engine';
import { openReport } from '../access/report-basket';
import { dayView } from './day-view';
import { instrumentIdsOfBaskets, instrumentLookup } from './holdings.repository';

type Row = AssetStateShareDto['items'][number];

export async function assetStateShare(
  scope: TenantDb,
  user: CurrentUser,
  query: { instrumentId: string; date?: string | undefined },
): Promise<AssetStateShareDto> {
  const instrument = (await instrumentLookup(scope)).get(query.instrumentId);
  if (!instrument) throw new NotFoundError('Crm:InstrumentNotFound');
  const items: Row[] = [];
  let date = query.date ?? '';
  for (const basket of await basketsOfUser(scope, user.user.id, true)) {
    const report = await openReportOrSkip(scope, user, basket.id);
    if (!report) continue;
    const view = await dayView(scope, user, report, query.date);
    if (!query.date && view.day > date) date = view.day;
    const holding = view.holdings.find((row) => row.instrumentId === instrument.id);
    if (!holding) continue;
    const share = view.holder?.share ?? null;
    items.push({
      basketId: basket.id,
      basketName: basket.name,
      basketCode: basket.code,
      kind: basket.kind,
      date: view.day,
      quantity: holding.quantity,
      averageCost: holding.averageCost,
      price: holding.price,
      marketValue: holding.marketValue,
      unrealisedGain: holding.unrealisedGain,
      weight: holding.weight,
      holderShare: share,
      holderMarketValue:
        view.holder && view.holder.unitsOutstanding > 0
          ? mulDivHalfUp(holding.marketValue, view.holder.units, view.holder.unitsOutstanding)
          : null,
    });
  }
  return {
    instrumentId: instrument.id,
    symbol: instrument.symbol,
    name: instrument.name,
    date: date || businessToday(),
    items,
    totalQuantity: items.reduce((sum, row) => sum + row.quantity, 0),
    totalMarketValue: items.reduce(
      (sum, row) => sum + (row.holderMarketValue ?? row.marketValue),
      0,
    ),
  };
}

/**
 * A basket with nothing to show (no valuation yet, or no longer visible) is left out; any other
 * failure (a database outage) fails the report rather than silently dropping the basket.
 */
async function openReportOrSkip(scope: TenantDb, user: CurrentUser, basketId: string) {
  try {
    return await openReport(scope, user, basketId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function heldInstruments(
  scope: TenantDb,
  user: CurrentUser,
): Promise<HeldInstrumentsDto> {
  const baskets = await basketsOfUser(scope, user.user.id, true);
  const ids = await instrumentIdsOfBaskets(
    scope,
    baskets.map((basket) => basket.id),
  );
  const instruments = await instrumentLookup(scope);
  const items = ids
    .map((id) => instruments.get(id))
    .filter((instrument) => instrument !== undefined)
    .map((i) => ({ instrumentId: i.id, symbol: i.symbol, name: i.name, kind: i.kind }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol, 'fa'));
  return { items };
}
