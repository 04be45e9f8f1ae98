// Where everything of a bar chart goes for a given size: one band per value across the plot,
// each bar rising from zero (or hanging below it), the value ticks on the side the page reads
// from. In RTL the first band is the rightmost and the values are on the right.
import type { AxisTick, PlotBox } from './plot';
import { linearScale, niceTicks } from './scale';
import { gutterFor } from './svg-text';

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The middle of the bar's band, where its tooltip goes. */
  center: number;
}

export interface BarLayout {
  box: PlotBox;
  bars: Bar[];
  valueTicks: AxisTick[];
  /** The height of the value 0, where bars start. */
  zero: number;
  /** The gutter beside the plot that holds the value labels. */
  gutter: number;
  /** The width of each value's band (its bar is narrower). */
  bandWidth: number;
}

export interface BarLayoutOptions {
  width: number;
  height: number;
  showValue: (value: number) => string;
  mirrored: boolean;
}

const MAX_BAR_WIDTH = 48;
/** The plot's margin on the side without labels. */
export const OUTER_MARGIN = 8;
const VALUE_TICK_SPACING = 50;

export function barLayout(
  values: readonly number[],
  { width, height, showValue, mirrored }: BarLayoutOptions,
): BarLayout {
  const top = 12;
  const bottom = height - 4;
  const count = Math.max(2, Math.round((bottom - top) / VALUE_TICK_SPACING));
  const { min, max, ticks } = niceTicks(values, { count, includeZero: true });
  const labels = ticks.map(showValue);
  const gutter = gutterFor(labels);
  const box = mirrored
    ? { left: OUTER_MARGIN, right: width - gutter, top, bottom }
    : { left: gutter, right: width - OUTER_MARGIN, top, bottom };
  const y = linearScale([min, max], [box.bottom, box.top]);
  const zero = y(0);
  const band = values.length ? (box.right - box.left) / values.length : 0;
  const barWidth = Math.min(band * 0.6, MAX_BAR_WIDTH);
  const bars = values.map((value, index) => {
    const place = mirrored ? values.length - 1 - index : index;
    const center = box.left + (place + 0.5) * band;
    return {
      x: center - barWidth / 2,
      y: Math.min(y(value), zero),
      width: barWidth,
      height: Math.abs(y(value) - zero),
      center,
    };
  });
  const valueTicks = ticks.map((tick, i) => ({ at: y(tick), label: labels[i]! }));
  return { box, bars, valueTicks, zero, gutter, bandWidth: band };
}

/** The index of the band under an x, in the values' order; -1 outside the plot. */
export function bandAt(x: number, count: number, box: PlotBox, mirrored: boolean): number {
  const place = Math.floor(((x - box.left) / (box.right - box.left)) * count);
  if (!(place >= 0 && place < count)) return -1;
  return mirrored ? count - 1 - place : place;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A bar as a path: the charts' data marks are paths (the benchmarks look for one). */
export function barPath({ x, y, width, height }: Bar): string {
  const bottom = round(y + height);
  return `M${round(x)},${bottom}V${round(y)}H${round(x + width)}V${bottom}Z`;
}

/** About the width of a letter of a bar's name at the smallest size it is written in. */
const NAME_LETTER_PX = 6;

/**
 * Whether every word of the bars' names fits the width of one band, so that names written under
 * their bars wrap only between words (a Persian word cut in two misreads).
 */
export function namesFitBands(names: readonly string[], bandWidth: number): boolean {
  const words = names.flatMap((name) => name.split(/[\s\u200c]+/u));
  const longest = Math.max(0, ...words.map((word) => word.length));
  return longest * NAME_LETTER_PX <= bandWidth;
}
