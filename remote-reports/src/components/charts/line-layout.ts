// Where everything of a line chart goes for a given size: the plot box, each point's position,
// the line's path and the labelled ticks of both axes. Pure, so it is computed once per size
// and data, not on every pointer move.
import { dayToDate } from '../../lib/periods';
import type { AxisTick, PlotBox } from './plot';
import { linePath } from './line-path';
import { linearScale, niceTicks } from './scale';
import { edgeNear, gutterFor, type LabelEdge } from './svg-text';
import { timeTicks, type TimeTick } from './time-ticks';

export interface TimePoint {
  date: string;
  value: number;
}

export interface LineLayout {
  box: PlotBox;
  xs: number[];
  ys: number[];
  path: string;
  valueTicks: AxisTick[];
  timeTicks: (AxisTick & { edge: LabelEdge })[];
}

export interface LineLayoutOptions {
  width: number;
  height: number;
  showValue: (value: number) => string;
  showTick: (tick: TimeTick) => string;
}

const dayNumber = (iso: string) => dayToDate(iso).getTime() / 86_400_000;

/** Room per label: about a month's name and year. */
const TIME_LABEL_WIDTH = 110;
const VALUE_TICK_SPACING = 50;

export function lineLayout(
  points: readonly TimePoint[],
  { width, height, showValue, showTick }: LineLayoutOptions,
): LineLayout {
  const top = 12;
  const bottom = height - 32;
  const values = points.map((point) => point.value);
  const count = Math.max(2, Math.round((bottom - top) / VALUE_TICK_SPACING));
  const { min, max, ticks } = niceTicks(values, { count });
  const valueLabels = ticks.map(showValue);
  const box = { left: gutterFor(valueLabels), right: width - 16, top, bottom };
  const y = linearScale([min, max], [box.bottom, box.top]);
  const days = points.map((point) => dayNumber(point.date));
  const x = linearScale([days[0] ?? 0, days[days.length - 1] ?? 1], [box.left, box.right]);
  const xs = days.map(x);
  const ys = values.map(y);
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  const fit = Math.floor((box.right - box.left) / TIME_LABEL_WIDTH);
  const tickDays = first && last ? timeTicks(first, last, Math.min(6, Math.max(2, fit))) : [];
  return {
    box,
    xs,
    ys,
    path: linePath(xs.map((px, i) => ({ x: px, y: ys[i]! }))),
    valueTicks: ticks.map((tick, i) => ({ at: y(tick), label: valueLabels[i]! })),
    timeTicks: tickDays.map((tick) => {
      const at = x(dayNumber(tick.day));
      return { at, label: showTick(tick), edge: edgeNear(at, box.left, box.right) };
    }),
  };
}
