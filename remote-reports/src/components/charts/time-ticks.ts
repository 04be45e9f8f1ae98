// The days a time axis labels: the first of Jalali months when the span holds at least two,
// otherwise its first and last days.
import { jalaliMonthStarts } from '../../lib/periods';

export interface TimeTick {
  day: string;
  kind: 'month' | 'day';
}

export function timeTicks(first: string, last: string, max: number): TimeTick[] {
  const months = jalaliMonthStarts(first, last, max);
  if (months.length >= 2) return months.map((day) => ({ day, kind: 'month' }));
  const ends = first === last ? [first] : [first, last];
  return ends.map((day) => ({ day, kind: 'day' }));
}
