export * from './language-source';
export * from './form-resolver';
export * from './field-messages';
