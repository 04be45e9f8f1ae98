// Placing SVG labels. `text-anchor` counts from the text's own direction (start is the right
// edge of Persian text), so a label pinned by its left or right edge needs both.

export type TextDirection = 'ltr' | 'rtl';

/** Which edge of a label sits at its x. */
export type LabelEdge = 'left' | 'middle' | 'right';

export function anchorFor(edge: LabelEdge, direction: TextDirection): 'start' | 'middle' | 'end' {
  if (edge === 'middle') return 'middle';
  const startEdge = direction === 'rtl' ? 'right' : 'left';
  return edge === startEdge ? 'start' : 'end';
}

/** Labels near the plot's ends are pinned by their outer edge so they stay inside the chart. */
export function edgeNear(x: number, left: number, right: number, room = 40): LabelEdge {
  if (x - left < room) return 'left';
  if (right - x < room) return 'right';
  return 'middle';
}

/**
 * A gutter wide enough for the longest label, by its length: measuring text would need a
 * drawn page (and jsdom measures nothing).
 */
export function gutterFor(labels: readonly string[], { min = 40, max = 120, perChar = 7 } = {}) {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.min(max, Math.max(min, Math.round(12 + longest * perChar)));
}
