// The one module for Persian and English text, numbers and dates (React-free; the UIs and the
// server use it alike). See README.md.
export * from './language';
export * from './digits';
export * from './text';
export * from './number-input';
export * from './number-format';
export * from './number-words';
export * from './national-code';
export * from './mobile';
export * from './sheba';
export * from './amount';
export * from './jalali-date';
export * from './calendar';
export * from './calendar-names';
export * from './date-format';
export * from './date-input';
export * from './jalali-periods';
export * from './time-format';
