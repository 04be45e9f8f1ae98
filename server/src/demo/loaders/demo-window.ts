// The demo's years end yesterday, so the latest month and the current Jalali year have data.
import { addDays, type DayKey } from '../../portfolio/engine';
import { DEMO_HOLIDAYS_TO } from '../dataset';

export function demoWindow(today: DayKey, years = 5): { firstDay: DayKey; lastDay: DayKey } {
  const yesterday = addDays(today, -1);
  const lastDay = yesterday < DEMO_HOLIDAYS_TO ? yesterday : DEMO_HOLIDAYS_TO;
  const first = `${Number(lastDay.slice(0, 4)) - years}${lastDay.slice(4)}`;
  return { firstDay: addDays(first.endsWith('02-29') ? addDays(first, -1) : first, 1), lastDay };
}
