import { linearScale, niceStep, niceTicks } from './scale';

/** True when the step is 1, 2 or 5 times a power of ten. */
function isRound(step: number): boolean {
  const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
  return [1, 2, 5].some((round) => Math.abs(mantissa - round) < 1e-9);
}

function stepsOf(ticks: number[]): number[] {
  return ticks.slice(1).map((tick, i) => tick - ticks[i]!);
}

describe('value scale', () => {
  it('maps the domain onto the range, also upside down as a y axis is drawn', () => {
    const y = linearScale([0, 200], [300, 100]);
    expect(y(0)).toBe(300);
    expect(y(200)).toBe(100);
    expect(y(50)).toBe(250);
    expect(y(-100)).toBe(400);
  });

  it('puts every value of a one-value domain in the middle of the range', () => {
    const x = linearScale([7, 7], [40, 140]);
    expect(x(7)).toBe(90);
    expect(x(1000)).toBe(90);
  });

  it('picks steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(1, 4)).toBe(0.2);
    expect(niceStep(3_700_000_000, 5)).toBe(1_000_000_000);
    expect(niceStep(0.15, 5)).toBe(0.02);
    expect(niceStep(120, 3)).toBe(50);
    expect(niceStep(90, 3)).toBe(20);
  });
});

describe('nice ticks', () => {
  it('cover the values with round steps, widening the domain to the outer ticks', () => {
    expect(niceTicks([3, 97])).toEqual({ min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    const nav = niceTicks([1_234_000_000, 1_912_000_000]);
    expect(nav.min).toBeLessThanOrEqual(1_234_000_000);
    expect(nav.max).toBeGreaterThanOrEqual(1_912_000_000);
    expect(new Set(stepsOf(nav.ticks)).size).toBe(1);
    expect(isRound(nav.ticks[1]! - nav.ticks[0]!)).toBe(true);
  });

  it('cross zero with negative values and write decimals without binary noise', () => {
    const returns = niceTicks([-0.03, 0.12]);
    expect(returns.ticks).toContain(0);
    expect(returns.min).toBeLessThanOrEqual(-0.03);
    expect(returns.max).toBeGreaterThanOrEqual(0.12);
    expect(returns.ticks).toEqual([-0.04, -0.02, 0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12]);
    expect(niceTicks([0, 0.3], { count: 3 }).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks([-5, -2]).ticks.every((tick) => tick < 0)).toBe(true);
    expect(Object.is(niceTicks([-1, 1]).ticks[2], 0)).toBe(true);
  });

  it('start at zero when asked, as bars do', () => {
    const bars = niceTicks([40, 72.6], { includeZero: true });
    expect(bars.min).toBe(0);
    expect(bars.max).toBe(80);
    expect(niceTicks([-5, -2], { includeZero: true }).max).toBe(0);
  });

  it('give a single value room on both sides, and no values the axis 0 to 1', () => {
    const one = niceTicks([0.5]);
    expect(one.min).toBeLessThan(0.5);
    expect(one.max).toBeGreaterThan(0.5);
    expect(one.ticks.length).toBeGreaterThanOrEqual(3);
    expect(niceTicks([0]).ticks).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(niceTicks([])).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  });
});
