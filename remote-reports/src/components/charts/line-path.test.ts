import { linePath, nearestIndex } from './line-path';

describe('line path', () => {
  it('moves to the first point and draws a line to each next one, to a tenth of a pixel', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 5.26, y: 2.44 },
      { x: 10, y: 0 },
    ];
    expect(linePath(points)).toBe('M0,10L5.3,2.4L10,0');
  });

  it('draws a single point as a dot and nothing for no points', () => {
    expect(linePath([{ x: 1, y: 2 }])).toBe('M1,2h0');
    expect(linePath([])).toBe('');
  });

  it('finds the point nearest to the pointer', () => {
    const xs = [10, 20, 40, 80];
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(0);
    expect(nearestIndex(xs, 16)).toBe(1);
    expect(nearestIndex(xs, 61)).toBe(3);
    expect(nearestIndex(xs, 500)).toBe(3);
    expect(nearestIndex([5], 100)).toBe(0);
    expect(nearestIndex([], 3)).toBe(-1);
  });
});
