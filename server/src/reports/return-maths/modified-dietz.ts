// Modified Dietz: gain over time-weighted average capital for one period, flows at the end of
// their day (weight (T - t) / T). An approximation of TWR; do not chain it across large flows.
import { dayNumber } from './day-number';
import { ReturnsInputError, requireFinite } from './returns-input-error';

export interface DietzFlow {
  date: string;
  /** External flow: positive into the basket, negative out of it. */
  amount: number;
}

export interface DietzInput {
  start: string;
  end: string;
  beginValue: number;
  endValue: number;
  flows: readonly DietzFlow[];
}

export type DietzWarningCode = 'NEGATIVE_AVERAGE_CAPITAL';

export interface DietzResult {
  /** Null when the average capital is zero: no return exists. */
  rate: number | null;
  /** endValue - beginValue - Σ flows, in the money unit of the input. */
  gain: number;
  /** beginValue + Σ w_i·flow_i. */
  averageCapital: number;
  warnings: { code: DietzWarningCode }[];
}

export function modifiedDietz(input: DietzInput): DietzResult {
  const start = dayNumber(input.start);
  const periodDays = dayNumber(input.end) - start;
  if (periodDays <= 0) {
    throw new ReturnsInputError(
      'PERIOD_NOT_POSITIVE',
      `end ${input.end} must follow ${input.start}`,
    );
  }
  const beginValue = requireFinite(input.beginValue, 'beginValue');
  let gain = requireFinite(input.endValue, 'endValue') - beginValue;
  // Capital × days stays exact for whole-rial inputs, so a zero average capital is exactly 0.
  let capitalDays = beginValue * periodDays;
  input.flows.forEach((flow, i) => {
    const amount = requireFinite(flow.amount, `flows[${i}].amount`);
    const day = dayNumber(flow.date) - start;
    if (day < 0 || day > periodDays) {
      throw new ReturnsInputError(
        'FLOW_OUTSIDE_PERIOD',
        `flows[${i}] on ${flow.date} is outside ${input.start} … ${input.end}`,
      );
    }
    gain -= amount;
    capitalDays += (periodDays - day) * amount;
  });
  return {
    rate: capitalDays === 0 ? null : (gain * periodDays) / capitalDays,
    gain,
    averageCapital: capitalDays / periodDays,
    // A large early outflow can make the average capital negative, which flips the sign.
    warnings: capitalDays < 0 ? [{ code: 'NEGATIVE_AVERAGE_CAPITAL' }] : [],
  };
}
