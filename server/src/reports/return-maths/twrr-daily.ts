// TWRR from one valuation per day, split convention: inflows arrive at the start of the day and
// earn that day, outflows leave at its end. r_t = (V_t + OUT_t) / (V_{t-1} + IN_t) - 1.
import { ascendingDayNumbers } from './day-number';
import { ReturnsInputError, requireFinite, requireNonNegative } from './returns-input-error';
import { annualize, growthFactor, type TwrrResult, type TwrrWarning } from './twrr-result';

export interface DailyValuation {
  date: string;
  /** Value at the end of the day, after that day's flows. */
  value: number;
  /** External money or securities in that day (≥ 0). */
  inflow: number;
  /** External money or securities out that day (≥ 0). */
  outflow: number;
}

/** rows[0] is the reference day: its value is the base and its own return is not counted. */
export function twrrFromDailyRows(rows: readonly DailyValuation[]): TwrrResult {
  if (rows.length === 0) throw new ReturnsInputError('EMPTY_SERIES', 'rows must not be empty');
  const days = ascendingDayNumbers(
    rows.map((row) => row.date),
    'rows',
  );
  const warnings: TwrrWarning[] = [];
  const dailyReturns = new Array<number>(rows.length);
  dailyReturns[0] = 0;
  checkRow(rows[0]!, 0, warnings);
  let growth = 1;
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    checkRow(row, i, warnings);
    const base = rows[i - 1]!.value + row.inflow;
    const factor = growthFactor(base, row.value + row.outflow, row.date, warnings);
    growth *= factor;
    dailyReturns[i] = factor - 1;
  }
  const cumulative = growth - 1;
  return {
    cumulative,
    annualized: annualize(cumulative, days[days.length - 1]! - days[0]!),
    dailyReturns,
    warnings,
  };
}

function checkRow(row: DailyValuation, index: number, warnings: TwrrWarning[]): void {
  requireFinite(row.value, `rows[${index}].value`);
  requireNonNegative(row.inflow, `rows[${index}].inflow`);
  requireNonNegative(row.outflow, `rows[${index}].outflow`);
  // A negative NAV (debt above assets) makes the ratios meaningless; flag it, do not hide it.
  if (row.value < 0) warnings.push({ code: 'NEGATIVE_VALUE', date: row.date });
}
