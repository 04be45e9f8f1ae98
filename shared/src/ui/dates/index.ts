export {
  calendarFor,
  DISPLAY_TIME_ZONE,
  fromIsoValue,
  monthWeeks,
  todayIn,
  toIsoDate,
  weekdayOf,
} from './calendar';
export { formatCalendarDate, formatIsoDate, parseDateText } from './date-text';
export { monthName, weekdayName } from './names';
