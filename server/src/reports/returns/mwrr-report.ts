// MWRR of a range from the stored daily series: XIRR (actual/365) of the investor's flows — the
// NAV at the end of the day before the range as money in (when not zero), every deposit or unit
// issue in, every withdrawal or redemption out, and the closing NAV out (kept even at zero, so a
// total loss is recognised). Modified Dietz over the same flows is given for comparison.
import type { MwrrReportDto } from '@crm/shared/dto';
import { addDays } from '../../portfolio/engine';
import { modifiedDietz, periodRate, xirr, type CashFlow } from '../return-maths';
import type { NavRow } from './points.repository';

type Flow = MwrrReportDto['flows'][number];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
type MwrrBody = Omit<MwrrReportDto, 'header' | 'fromDate' | 'toDate'>;

/** `rows` are the points from the reference day (fromDate − 1, if valued) to toDate. */
export function mwrrOverRows(rows: readonly NavRow[], fromDate: string): MwrrBody {
  const reference = addDays(fromDate, -1);
  const opening = rows[0]?.day === reference ? rows[0] : undefined;
  const inRange = opening ? rows.slice(1) : rows;
  const last = inRange[inRange.length - 1] ?? opening;
  const toDate = last?.day ?? fromDate;
  const openingValue = opening?.nav ?? 0;
  const closingValue = last?.nav ?? 0;
  const flows: Flow[] = [];
  if (openingValue !== 0) flows.push({ date: reference, amount: -openingValue, kind: 'opening' });
  for (const row of inRange) {
    if (row.inflow > 0) flows.push({ date: row.day, amount: -row.inflow, kind: 'inflow' });
    if (row.outflow > 0) flows.push({ date: row.day, amount: row.outflow, kind: 'outflow' });
  }
  flows.push({ date: toDate, amount: closingValue, kind: 'closing' });
  const days = daysBetween(reference, toDate);
  // XIRR counts time from the earliest flow, so the period rate does too.
  const flowDays = daysBetween(flows[0]!.date, toDate);
  const result = xirr(flows.map((flow): CashFlow => ({ date: flow.date, amount: flow.amount })));
  const dietz =
    days > 0
      ? modifiedDietz({
          start: reference,
          end: toDate,
          beginValue: openingValue,
          endValue: closingValue,
          flows: flows
            .filter((flow) => flow.kind === 'inflow' || flow.kind === 'outflow')
            .map((flow) => ({ date: flow.date, amount: -flow.amount })),
        }).rate
      : null;
  return {
    days,
    rate: result.rate,
    periodRate:
      result.rate === null
        ? null
        : flowDays < 365
          ? periodRate(result.rate, flowDays)
          : result.rate,
    status: result.status,
    multipleRootsPossible: result.multipleRootsPossible,
    dietz,
    openingValue,
    closingValue,
    flows,
  };
}
