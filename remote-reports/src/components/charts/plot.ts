// The plot area inside a chart's SVG, and the pointer's place in the SVG's own units.
import type { PointerEvent } from 'react';

/** A labelled place on an axis, `at` in pixels. */
export interface AxisTick {
  at: number;
  label: string;
}

export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The pointer's x in the drawing's units. The SVG is drawn at its measured width, but printing
 * (or a resize not yet measured) scales it.
 */
export function pointerX(event: PointerEvent<Element>, drawnWidth: number): number {
  const rect = event.currentTarget.getBoundingClientRect();
  const scale = rect.width > 0 ? drawnWidth / rect.width : 1;
  return (event.clientX - rect.left) * scale;
}
