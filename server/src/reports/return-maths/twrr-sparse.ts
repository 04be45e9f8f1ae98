// TWRR from valuations taken only when flows happen (true TWR): each sub-period runs from one
// valuation, after its flow, to the next valuation, before its flow, and the periods are chained.
import { ascendingDayNumbers } from './day-number';
import { ReturnsInputError, requireFinite } from './returns-input-error';
import { annualize, growthFactor, type TwrrResult, type TwrrWarning } from './twrr-result';

export interface ValuationPoint {
  date: string;
  /** Value just before this date's flow. */
  valueBefore: number;
  /** External flow at this date: positive into the basket, negative out of it. */
  flow: number;
}

/**
 * Sub-period i returns `valueBefore_i / (valueBefore_{i-1} + flow_{i-1}) - 1`. The first point is
 * the reference (its value after the flow is the base); the last point's flow changes nothing.
 */
export function twrrFromValuationPoints(points: readonly ValuationPoint[]): TwrrResult {
  if (points.length === 0) throw new ReturnsInputError('EMPTY_SERIES', 'points must not be empty');
  const days = ascendingDayNumbers(
    points.map((point) => point.date),
    'points',
  );
  const warnings: TwrrWarning[] = [];
  const dailyReturns = new Array<number>(points.length);
  dailyReturns[0] = 0;
  checkPoint(points[0]!, 0, warnings);
  let growth = 1;
  for (let i = 1; i < points.length; i++) {
    const point = points[i]!;
    checkPoint(point, i, warnings);
    const previous = points[i - 1]!;
    const factor = growthFactor(
      previous.valueBefore + previous.flow,
      point.valueBefore,
      point.date,
      warnings,
    );
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

function checkPoint(point: ValuationPoint, index: number, warnings: TwrrWarning[]): void {
  requireFinite(point.valueBefore, `points[${index}].valueBefore`);
  requireFinite(point.flow, `points[${index}].flow`);
  if (point.valueBefore < 0 || point.valueBefore + point.flow < 0) {
    warnings.push({ code: 'NEGATIVE_VALUE', date: point.date });
  }
}
