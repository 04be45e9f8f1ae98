// Text, digits, numbers and codes: the part of this module with no calendar in it, which the
// root entry of @crm/shared re-exports (every page needs it, dates only some).
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
