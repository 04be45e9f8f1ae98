// A series as one SVG path (a few kilobytes for ten years of days, drawn in one go), and the
// point nearest to the pointer along the x axis.

export interface PlotPoint {
  x: number;
  y: number;
}

/** A tenth of a pixel is finer than any screen draws and keeps the path text short. */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The path through the points in order. A single point is a segment of no length, which a
 * round line cap draws as a dot.
 */
export function linePath(points: readonly PlotPoint[]): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  const start = `M${round(first!.x)},${round(first!.y)}`;
  if (rest.length === 0) return `${start}h0`;
  return start + rest.map((point) => `L${round(point.x)},${round(point.y)}`).join('');
}

/** The index of the x nearest to `x` among xs sorted ascending; -1 when there are none. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let low = 0;
  let high = xs.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (xs[middle]! <= x) low = middle;
    else high = middle;
  }
  return Math.abs(xs[high]! - x) < Math.abs(xs[low]! - x) ? high : low;
}
