import { describe, it } from 'node:test';
import { expect } from 'expect';
import { modifiedDietz, type DietzInput } from './modified-dietz';
import { ReturnsInputError } from './returns-input-error';

const january: DietzInput = {
  start: '2024-01-01',
  end: '2024-01-31',
  beginValue: 1_000_000,
  endValue: 1_150_000,
  flows: [{ date: '2024-01-11', amount: 100_000 }],
};

describe('Modified Dietz', () => {
  it('divides the gain by capital weighted by (T - t) / T, flows at the end of their day', () => {
    // T = 30, t = 10: average capital 1,000,000 + 100,000 × 20/30, gain 50,000.
    expect(modifiedDietz(january)).toEqual({
      rate: 0.046875,
      gain: 50_000,
      averageCapital: expect.closeTo(1_066_666.6666667, 6),
      warnings: [],
    });
  });

  it('weighs a flow on the first day fully and one on the last day not at all', () => {
    const on = (date: string) => modifiedDietz({ ...january, flows: [{ date, amount: 100_000 }] });
    expect(on('2024-01-01').averageCapital).toBe(1_100_000);
    expect(on('2024-01-31').averageCapital).toBe(1_000_000);
  });

  it('has no return when the average capital is zero', () => {
    const result = modifiedDietz({
      start: '2024-01-01',
      end: '2024-01-31',
      beginValue: 0,
      endValue: 1000,
      flows: [{ date: '2024-01-31', amount: 1000 }],
    });
    expect(result).toEqual({ rate: null, gain: 0, averageCapital: 0, warnings: [] });
  });

  it('flags a negative average capital, which flips the sign of the return', () => {
    const result = modifiedDietz({
      ...january,
      beginValue: 100,
      endValue: 0,
      flows: [{ date: '2024-01-01', amount: -300 }],
    });
    expect(result.averageCapital).toBe(-200);
    expect(result.rate).toBeCloseTo(-1, 15); // gain 0 - 100 + 300 = 200
    expect(result.warnings).toEqual([{ code: 'NEGATIVE_AVERAGE_CAPITAL' }]);
  });

  it('refuses an empty period and flows outside it', () => {
    expect(() => modifiedDietz({ ...january, end: '2024-01-01' })).toThrow(
      expect.objectContaining({ code: 'PERIOD_NOT_POSITIVE' }),
    );
    expect(() => modifiedDietz({ ...january, flows: [{ date: '2024-02-01', amount: 1 }] })).toThrow(
      expect.objectContaining({ code: 'FLOW_OUTSIDE_PERIOD' }),
    );
    expect(() => modifiedDietz({ ...january, endValue: Number.NaN })).toThrow(ReturnsInputError);
  });
});
