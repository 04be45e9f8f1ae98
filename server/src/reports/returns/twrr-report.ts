// TWRR of a range from the stored daily series (split convention, chain-linked): the range
// `fromDate…toDate` is measured over (fromDate − 1, toDate], so the base is the NAV at the end
// of the day before; before the first valued day that base is an empty basket (0).
import type { PeriodReturnDto, TwrrPointDto } from '@crm/shared/dto';
import { isoToJalali } from '@crm/shared/persian';
import { addDays } from '../../portfolio/engine';
import { cumulativeIndex, twrrFromDailyRows, type TwrrWarning } from '../return-maths';
import type { NavRow } from './points.repository';

export interface TwrrComputation {
  result: PeriodReturnDto;
  points: TwrrPointDto[];
  months: (PeriodReturnDto & { year: number; month: number })[];
  warnings: TwrrWarning[];
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `rows` are the points from the reference day (fromDate − 1, if valued) to toDate. */
export function twrrOverRows(rows: readonly NavRow[], fromDate: string): TwrrComputation {
  const reference = addDays(fromDate, -1);
  const withBase =
    rows[0]?.day === reference
      ? rows
      : [{ day: reference, nav: 0, inflow: 0, outflow: 0 }, ...rows];
  const twrr = twrrFromDailyRows(
    withBase.map((row) => ({
      date: row.day,
      value: row.nav,
      inflow: row.inflow,
      outflow: row.outflow,
    })),
  );
  const index = cumulativeIndex(twrr.dailyReturns);
  const points = withBase.slice(1).map((row, i) => ({
    date: row.day,
    nav: row.nav,
    inflow: row.inflow,
    outflow: row.outflow,
    daily: twrr.dailyReturns[i + 1]!,
    cumulative: index[i + 1]! - 1,
  }));
  const toDate = withBase[withBase.length - 1]!.day;
  return {
    result: {
      fromDate,
      toDate,
      days: daysBetween(reference, toDate),
      cumulative: twrr.cumulative,
      annualized: twrr.annualized,
    },
    points,
    months: jalaliMonths(points, index),
    warnings: twrr.warnings,
  };
}

/** Chain-linked returns of each Jalali month in the range, read off the cumulative index. */
function jalaliMonths(points: readonly TwrrPointDto[], index: readonly number[]) {
  const months: TwrrComputation['months'] = [];
  let start = 0;
  for (let i = 0; i < points.length; i++) {
    const here = isoToJalali(points[i]!.date);
    const next = points[i + 1] ? isoToJalali(points[i + 1]!.date) : null;
    if (next && next.month === here.month && next.year === here.year) continue;
    const base = index[start]!;
    months.push({
      year: here.year,
      month: here.month,
      fromDate: points[start]!.date,
      toDate: points[i]!.date,
      days: i - start + 1,
      cumulative: base === 0 ? 0 : index[i + 1]! / base - 1,
      annualized: null,
    });
    start = i + 1;
  }
  return months;
}
