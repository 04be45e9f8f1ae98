export { DatePicker, type DatePickerProps } from './date-picker';
export { MonthCalendar, type MonthCalendarProps } from './month-calendar';
