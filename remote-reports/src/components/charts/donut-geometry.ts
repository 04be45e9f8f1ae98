// Donut slices: each value's share of the full turn, and the ring segment drawn for it. Angles
// are radians clockwise from twelve o'clock; the chart mirrors the whole drawing for RTL.

const TURN = 2 * Math.PI;

export interface SliceAngles {
  start: number;
  end: number;
}

export interface Ring {
  cx: number;
  cy: number;
  outer: number;
  inner: number;
}

/** Consecutive slices that fill the turn in proportion to the values (none left out below 0). */
export function sliceAngles(values: readonly number[]): SliceAngles[] {
  const sizes = values.map((value) => Math.max(0, value));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let start = 0;
  return sizes.map((size) => {
    const end = total > 0 ? start + (size / total) * TURN : start;
    const slice = { start, end };
    start = end;
    return slice;
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

function pointAt(ring: Ring, radius: number, angle: number): string {
  return `${round(ring.cx + radius * Math.sin(angle))},${round(ring.cy - radius * Math.cos(angle))}`;
}

/**
 * A whole ring as two circles drawn in opposite directions, so the inner one is a hole: an arc
 * from a point back to itself draws nothing.
 */
function fullRing(ring: Ring): string {
  const circle = (radius: number, sweep: 0 | 1) =>
    `M${pointAt(ring, radius, 0)}` +
    `A${radius},${radius} 0 1 ${sweep} ${pointAt(ring, radius, Math.PI)}` +
    `A${radius},${radius} 0 1 ${sweep} ${pointAt(ring, radius, 0)}Z`;
  return circle(ring.outer, 1) + circle(ring.inner, 0);
}

/** The ring segment between the slice's angles; empty for a slice of nothing. */
export function slicePath({ start, end }: SliceAngles, ring: Ring): string {
  const sweep = end - start;
  if (sweep <= 0) return '';
  if (sweep >= TURN - 1e-9) return fullRing(ring);
  const large = sweep > Math.PI ? 1 : 0;
  const { outer, inner } = ring;
  return (
    `M${pointAt(ring, outer, start)}` +
    `A${outer},${outer} 0 ${large} 1 ${pointAt(ring, outer, end)}` +
    `L${pointAt(ring, inner, end)}` +
    `A${inner},${inner} 0 ${large} 0 ${pointAt(ring, inner, start)}Z`
  );
}
