import type { CalendarDate } from '@internationalized/date';
import { weekdayOf } from '@crm/shared/persian';

/**
 * The day a key moves to in the month grid. Arrow keys follow what the eye sees, so in
 * right-to-left ArrowLeft goes to the next day; PageUp/PageDown change the month (with Shift,
 * the year), Home/End go to the start/end of the week. Null for other keys.
 */
export function dayAfterKey(
  date: CalendarDate,
  key: string,
  options: { shift: boolean; dir: 'ltr' | 'rtl' },
): CalendarDate | null {
  const forward = options.dir === 'rtl' ? -1 : 1;
  const column = weekdayOf(date);
  switch (key) {
    case 'ArrowRight':
      return date.add({ days: forward });
    case 'ArrowLeft':
      return date.add({ days: -forward });
    case 'ArrowUp':
      return date.add({ weeks: -1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'PageUp':
      return options.shift ? date.add({ years: -1 }) : date.add({ months: -1 });
    case 'PageDown':
      return options.shift ? date.add({ years: 1 }) : date.add({ months: 1 });
    case 'Home':
      return date.add({ days: -column });
    case 'End':
      return date.add({ days: 6 - column });
    default:
      return null;
  }
}
