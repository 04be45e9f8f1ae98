// The React-bearing entry of @crm/shared, shared as one instance by the host and all remotes.
export * from './contracts';
export * from './policy';
export * from './platform';
export * from './persian';
export * from './i18n';
export * from './ui';
export * from './remote';
export * from './session';
export * from './environment';
export * from './http';
export * from './app-config';
export * from './auth';
export * from './basket';
export * from './feature-management';
