export { DatePicker, type DatePickerProps } from './date-picker';
export { MonthCalendar, type MonthCalendarProps } from './month-calendar';
export { useDateEntry, type DateEntry } from './use-date-entry';
