// The highlighted point or bar of a chart, moved by the pointer or by the keyboard: Left and
// Right step (mirrored where the chart runs right to left), Page Up and Page Down jump a
// twentieth of the way, Home and End go to the ends, Escape hides.
import { useState, type KeyboardEvent } from 'react';

export type ActiveSource = 'pointer' | 'keyboard';

export interface ActiveItem {
  index: number;
  source: ActiveSource;
}

/** The index a key moves to: null hides the highlight, undefined leaves the key alone. */
export function keyTarget(
  key: string,
  current: number | null,
  count: number,
  mirrored = false,
): number | null | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const within = (index: number) => Math.min(last, Math.max(0, index));
  const jump = Math.max(1, Math.round(count / 20));
  const step = (by: number) => (current === null ? (by > 0 ? 0 : last) : within(current + by));
  switch (key) {
    case 'ArrowRight':
      return step(mirrored ? -1 : 1);
    case 'ArrowLeft':
      return step(mirrored ? 1 : -1);
    case 'PageDown':
      return step(jump);
    case 'PageUp':
      return step(-jump);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return current === null ? undefined : null;
    default:
      return undefined;
  }
}

export function useActiveItem(count: number, mirrored = false) {
  const [active, setActive] = useState<ActiveItem | null>(null);
  const current = active && active.index < count ? active : null;
  const clear = (source: ActiveSource) =>
    setActive((previous) => (previous?.source === source ? null : previous));
  return {
    active: current,
    onKeyDown(event: KeyboardEvent) {
      const target = keyTarget(event.key, current?.index ?? null, count, mirrored);
      if (target === undefined) return;
      event.preventDefault();
      setActive(target === null ? null : { index: target, source: 'keyboard' });
    },
    /** The pointer is over item `index` (-1: over none). */
    pointAt(index: number) {
      setActive(index < 0 ? null : { index, source: 'pointer' });
    },
    onPointerLeave: () => clear('pointer'),
    onBlur: () => clear('keyboard'),
  };
}
