import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ReturnsInputError } from './returns-input-error';
import { periodRate, xirr } from './xirr';
import { bracketedRate } from './xirr-bracket';
import { countSignChanges, netFlowsByDate, type CashFlow } from './xirr-flows';
import { newtonRate } from './xirr-newton';
import { npvAndSlope } from './xirr-npv';

const flow = (date: string, amount: number): CashFlow => ({ date, amount });

/** NPV at the rate, relative to Σ|CF|: a root makes it (nearly) zero. */
function relativeNpv(flows: CashFlow[], rate: number): number {
  const net = netFlowsByDate(flows);
  return Math.abs(npvAndSlope(net, rate).value) / net.scale;
}

describe('XIRR', () => {
  it('discounts actual/365 from the earliest date, whatever the order of the rows', () => {
    const flows = [flow('2023-01-01', 1210), flow('2021-01-01', -1000)]; // 730 days
    expect(xirr(flows)).toEqual({
      rate: expect.closeTo(1.21 ** (365 / 730) - 1, 14),
      status: 'OK',
      multipleRootsPossible: false,
    });
  });

  it('solves two dates in closed form, exactly', () => {
    // 0.1 % lost in one day. Newton stops 2e-14 away from the exact rate; the closed form does not.
    const oneDay = [flow('2024-01-01', -1000), flow('2024-01-02', 999)];
    expect(Math.abs(xirr(oneDay).rate! - (0.999 ** 365 - 1))).toBeLessThan(1e-15);
    // 1000 times the money in ten days: about 3.16e109, found by no bracket.
    const huge = [flow('2024-01-01', -1), flow('2024-01-11', 1000)];
    expect(bracketedRate(netFlowsByDate(huge), 0.1)).toBeNull();
    expect(Math.abs(xirr(huge).rate! / (1000 ** 36.5 - 1) - 1)).toBeLessThan(1e-12);
  });

  it('says NO_SOLUTION for a rate beyond float64', () => {
    const flows = [flow('2024-01-01', -1), flow('2024-01-04', 1e6)];
    expect(xirr(flows)).toEqual({
      rate: null,
      status: 'NO_SOLUTION',
      multipleRootsPossible: false,
    });
  });

  it('nets flows on the same date before solving', () => {
    const split = [flow('2021-01-01', -600), flow('2021-01-01', -400), flow('2022-01-01', 1100)];
    expect(xirr(split).rate).toBeCloseTo(0.1, 14);
  });

  it('uses Newton when it converges', () => {
    const flows = [
      flow('2008-01-01', -10000),
      flow('2008-03-01', 2750),
      flow('2008-10-30', 4250),
      flow('2009-02-15', 3250),
      flow('2009-04-01', 2750),
    ];
    const rate = newtonRate(netFlowsByDate(flows), 0.1);
    expect(rate).not.toBeNull();
    expect(relativeNpv(flows, rate!)).toBeLessThan(1e-12);
    expect(xirr(flows).rate).toBe(rate);
  });

  it('falls back to bracketing when Newton fails (deep loss)', () => {
    // 2,167 paid in over four months, 676 back after seven: scipy brentq gives -0.9686180262621549.
    const flows = [
      flow('2020-01-01', -753),
      flow('2020-03-28', -685),
      flow('2020-04-30', -729),
      flow('2020-07-21', 676),
    ];
    expect(newtonRate(netFlowsByDate(flows), 0.1)).toBeNull();
    const result = xirr(flows);
    expect(result).toEqual({
      rate: expect.any(Number),
      status: 'OK',
      multipleRootsPossible: false,
    });
    expect(result.rate).toBeCloseTo(-0.9686180262621549, 12);
  });

  it('reports a root closer to -1 than float64 can hold as -1, not as no solution', () => {
    // The root is about -1 + 5.6e-19: 1000 in, 2 back within two months.
    const flows = [flow('2020-01-01', -1000), flow('2020-01-31', 1), flow('2020-03-01', 1)];
    expect(xirr(flows)).toEqual({ rate: -1, status: 'OK', multipleRootsPossible: false });
  });

  it('flags possible multiple roots and returns the one found from the guess', () => {
    // -100, +239, -142.24 a year apart: (1+r) = 1.12 or 1.27.
    const flows = [flow('2021-01-01', -100), flow('2022-01-01', 239), flow('2023-01-01', -142.24)];
    expect(xirr(flows)).toEqual({
      rate: expect.closeTo(0.12, 12),
      status: 'OK',
      multipleRootsPossible: true,
    });
    expect(xirr(flows, { guess: 0.3 }).rate).toBeCloseTo(0.27, 12);
    const net = netFlowsByDate(flows);
    expect(bracketedRate(net, 0.13)).toBeCloseTo(0.12, 12);
    expect(bracketedRate(net, 0.26)).toBeCloseTo(0.27, 12);
  });

  it('counts sign changes of the dated flows, skipping zeros', () => {
    expect(countSignChanges([-1, 0, 2, 3])).toBe(1);
    expect(countSignChanges([-1, 2, 0, -3])).toBe(2);
    expect(countSignChanges([0, 0])).toBe(0);
  });

  it('says NO_SOLUTION, never 0 %, when no rate solves the flows', () => {
    // 100 - 300x + 250x² > 0 for every x: no real root.
    const flows = [flow('2021-01-01', 100), flow('2022-01-01', -300), flow('2023-01-01', 250)];
    expect(xirr(flows)).toEqual({ rate: null, status: 'NO_SOLUTION', multipleRootsPossible: true });
  });

  it('names every flow set that has no rate', () => {
    const cases: [CashFlow[], string, number | null][] = [
      [[], 'ALL_NON_NEGATIVE', null],
      [[flow('2021-01-01', 100), flow('2021-06-01', 0)], 'ALL_NON_NEGATIVE', null],
      [
        [flow('2021-01-01', -100), flow('2021-01-01', 100), flow('2021-06-01', 50)],
        'ALL_NON_NEGATIVE',
        null,
      ],
      [[flow('2021-01-01', -100)], 'ALL_NON_POSITIVE', null],
      [[flow('2021-01-01', -100), flow('2021-06-01', -50)], 'ALL_NON_POSITIVE', null],
      [[flow('2021-01-01', -100), flow('2021-01-01', 110)], 'SAME_DAY', null],
      [
        [flow('2021-01-01', -100), flow('2021-03-01', -50), flow('2022-01-01', 0)],
        'TOTAL_LOSS',
        -1,
      ],
      [[flow('2021-01-01', -100), flow('2021-01-01', 0)], 'ALL_NON_POSITIVE', null],
    ];
    for (const [flows, status, rate] of cases) {
      expect({ flows, ...xirr(flows) }).toEqual({
        flows,
        rate,
        status,
        multipleRootsPossible: false,
      });
    }
  });

  it('refuses invalid dates and amounts', () => {
    expect(() => xirr([flow('2021-02-29', -1), flow('2022-01-01', 2)])).toThrow(ReturnsInputError);
    const solvable = [flow('2021-01-01', -1), flow('2021-06-01', -1), flow('2022-01-01', 3)];
    expect(() => xirr(solvable, { guess: Number.NaN })).toThrow(ReturnsInputError);
    expect(() => xirr([flow('2021-01-01', -1), flow('2022-01-01', Infinity)])).toThrow(
      expect.objectContaining({ code: 'NOT_FINITE' }),
    );
  });

  it('converts an annual rate to the rate over a shorter period', () => {
    expect(periodRate(0.1, 365)).toBeCloseTo(0.1, 15);
    expect(periodRate(3, 182.5)).toBeCloseTo(1, 14);
    expect(periodRate(0.5, 730)).toBeCloseTo(1.25, 14);
  });
});
