export * from './localized';
export * from './text-schemas';
export * from './code-schemas';
export * from './password-schemas';
export * from './date-schemas';
export * from './amount-schemas';
export * from './optional';
