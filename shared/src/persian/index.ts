// The one module for Persian and English text, numbers and dates (React-free; the UIs and the
// server use it alike). See README.md.
export * from './text-and-numbers';
export * from './jalali-date';
export * from './calendar';
export * from './calendar-names';
export * from './date-format';
export * from './date-input';
export * from './jalali-periods';
export * from './time-format';
