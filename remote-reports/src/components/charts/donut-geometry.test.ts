import { sliceAngles, slicePath } from './donut-geometry';

const TURN = 2 * Math.PI;
const ring = { cx: 100, cy: 100, outer: 80, inner: 50 };

describe('donut slices', () => {
  it('follow each other and fill the full turn in proportion to the values', () => {
    const slices = sliceAngles([60, 30, 10]);
    expect(slices[0]!.start).toBe(0);
    slices.slice(1).forEach((slice, i) => expect(slice.start).toBe(slices[i]!.end));
    expect(slices[2]!.end).toBeCloseTo(TURN, 12);
    const sizes = slices.map((slice) => (slice.end - slice.start) / TURN);
    expect(sizes[0]).toBeCloseTo(0.6, 12);
    expect(sizes[1]).toBeCloseTo(0.3, 12);
  });

  it('give nothing to zero or negative values, and no turn at all to a zero total', () => {
    const slices = sliceAngles([0, 5, -3, 5]);
    expect(slices[0]!.end - slices[0]!.start).toBe(0);
    expect(slices[2]!.end - slices[2]!.start).toBe(0);
    expect(slices[3]!.end).toBeCloseTo(TURN, 12);
    expect(sliceAngles([0, 0]).every((slice) => slice.end === 0)).toBe(true);
    expect(slicePath({ start: 1, end: 1 }, ring)).toBe('');
  });

  it('draw a quarter from twelve to three o’clock, outer arc out and inner arc back', () => {
    expect(slicePath({ start: 0, end: Math.PI / 2 }, ring)).toBe(
      'M100,20A80,80 0 0 1 180,100L150,100A50,50 0 0 0 100,50Z',
    );
  });

  it('use the large arc flag for a slice over half the turn', () => {
    expect(slicePath({ start: 0, end: 1.5 * Math.PI }, ring)).toContain('A80,80 0 1 1 20,100');
  });

  it('draw one slice as a whole ring: two circles, the inner one a hole', () => {
    const [whole] = sliceAngles([42]);
    expect(whole).toEqual({ start: 0, end: TURN });
    const path = slicePath(whole!, ring);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/A80,80 0 1 1/g)).toHaveLength(2);
    expect(path.match(/A50,50 0 1 0/g)).toHaveLength(2);
    expect(path).toContain('M100,20');
    expect(path).toContain('M100,50');
  });
});
